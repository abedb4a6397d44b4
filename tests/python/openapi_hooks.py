"""Schemathesis hooks for the openapi.yaml run (loaded through SCHEMATHESIS_HOOKS).

JSON Schema cannot say the rules of the layout contract that tie one field to another:
element ids are unique, `focus` and `options.scrollTarget` name an element, and
`keyboard.height` is no more than `screen.height`.
A body that the schema accepts may break them, and the service rightly answers 422, which
schemathesis would count as valid data rejected. So, for positive cases only, this hook makes
generated bodies keep those rules: duplicate ids get a suffix, a `focus` or `scrollTarget`
that names no element is pointed at an existing one (or dropped when there are no elements),
and a keyboard taller than the screen is cut to the screen's height.
Negative cases are left exactly as generated: they must be rejected whatever they hold.
"""

import schemathesis
from schemathesis import GenerationMode


def _is_positive(case) -> bool:
    meta = getattr(case, "meta", None)
    return meta is not None and meta.generation.mode == GenerationMode.POSITIVE


def keep_cross_field_rules(body: dict) -> None:
    """Rewrites `body` in place so that its ids are unique and its references resolve."""
    elements = body.get("elements")
    ids: list[str] = []
    if isinstance(elements, list):
        seen: set[str] = set()
        for element in elements:
            if not isinstance(element, dict) or not isinstance(element.get("id"), str):
                continue
            original = element["id"]
            candidate, n = original, 1
            while candidate in seen:
                n += 1
                candidate = f"{original}~{n}"
            element["id"] = candidate
            seen.add(candidate)
            ids.append(candidate)

    def resolve(holder: dict, key: str) -> None:
        value = holder.get(key)
        if isinstance(value, str) and value not in ids:
            if ids:
                holder[key] = ids[len(value) % len(ids)]
            else:
                del holder[key]

    keyboard, screen = body.get("keyboard"), body.get("screen")
    if isinstance(keyboard, dict) and isinstance(screen, dict):
        height, limit = keyboard.get("height"), screen.get("height")
        if isinstance(height, (int, float)) and isinstance(limit, (int, float)) and height > limit:
            keyboard["height"] = limit

    resolve(body, "focus")
    options = body.get("options")
    if isinstance(options, dict):
        resolve(options, "scrollTarget")


@schemathesis.hook
def map_case(context, case):
    if case.operation.path == "/v1/layout" and _is_positive(case) and isinstance(case.body, dict):
        keep_cross_field_rules(case.body)
    return case


@schemathesis.hook
def before_add_examples(context, examples):
    # The examples phase does not run map_case; its cases are all meant to be valid. Some are
    # built from property-level examples with generated neighbours, such as a `focus` of "0".
    if context.operation is not None and context.operation.path == "/v1/layout":
        for case in examples:
            if isinstance(case.body, dict):
                keep_cross_field_rules(case.body)
