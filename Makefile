# Clearance: `make serve` builds and serves (on 127.0.0.1:8080 unless told otherwise, see
# SERVE_FLAGS); `make test` runs every test.
# Each target installs what a fresh machine lacks (scripts/deps.sh).

SWIFT ?= swift

# `make serve PORT=9000 HOST=0.0.0.0` passes --port and --host. Without them on the command line,
# `clearance serve` reads its environment as always: CLEARANCE_PORT, then PORT, else 8080;
# CLEARANCE_HOST, else 127.0.0.1. (A PORT or HOST merely exported in the shell is not a make
# variable given here, so it keeps the service's own order: CLEARANCE_PORT wins over PORT.)
given = $(filter command line override,$(origin $(1)))
SERVE_FLAGS = $(if $(call given,HOST),--host $(HOST)) $(if $(call given,PORT),--port $(PORT))

.PHONY: all build release serve test lint format openapi bench callgrind workcurve fuzz attack container-test corpus deps clean

all: build

deps:
	@bash scripts/deps.sh swift

build: deps
	$(SWIFT) build

# Every release build takes scripts/release-flags: the Swift runtime linked in, and the functions
# a request runs laid out together (bench/README.md, "The release build").
RELEASE_FLAGS = $(shell bash scripts/release-flags)

release: deps
	$(SWIFT) build -c release $(RELEASE_FLAGS)

serve: release
	.build/release/clearance serve $(strip $(SERVE_FLAGS))

test: deps
	@bash scripts/test.sh

lint:
	$(SWIFT) format lint --strict -r Sources Tests Package.swift

# Regenerates openapi.yaml, the whole of it, from the binary (`clearance schema --document`:
# Sources/ClearanceContract and tests/fixtures/examples), then the TypeScript client.
openapi: build
	python3 scripts/gen-openapi.py
	$(if $(wildcard .venv/bin/python),.venv/bin/python,python3) scripts/gen-typescript.py

format:
	$(SWIFT) format -i -r Sources Tests Package.swift

bench: deps
	@bash scripts/bench.sh

# Instructions per request by stage (decode, solve, encode, HTTP) against the reference, under
# callgrind: unaffected by the machine's load (scripts/callgrind.sh, bench/README.md).
callgrind: deps
	@bash scripts/callgrind.sh

# workcurve: the service's ratio against references doing 1-10 us of work, and what each stage
# (HTTP layer, decode, solve, encode) costs under load (bench/README.md).
workcurve: deps
	@bash scripts/workcurve.sh

fuzz: deps
	@bash scripts/fuzz.sh

# Hostile traffic (slow clients, huge answers, smuggling, a stalled log...) against a release
# build while a normal client measures latency; minutes, so not part of `make test`.
attack: release
	python3 scripts/attack.py

container-test:
	@bash scripts/container-test.sh

# The design corpus table: fields and bottom bars a designer expects on real screens, and what the
# mapper finds (tests/corpus/designs). CORPUS_LOCAL=DIR adds the screens kept out of the repository.
corpus: build
	python3 scripts/design-corpus.py $(if $(CORPUS_LOCAL),--local $(CORPUS_LOCAL))

clean:
	rm -rf .build .venv test-output
