/// One request answered under several policies side by side (policy-formulas §5).
public struct PolicyComparison: Sendable, Equatable {
    /// One policy's line of the comparison.
    public struct Result: Sendable, Equatable {
        /// The focus's outcome under this policy, `nil` without a focus element.
        public struct Focus: Sendable, Equatable {
            /// The focus's id.
            public var id: String
            /// `K.y - (F.maxY + containerFrame.y - contentOffset.y)` for a docked keyboard (positive:
            /// above it; the whole frame, not the caret), else `nil`.
            public var gap: Double?
            /// The focus's verdict after the policy acted.
            public var after: Verdict
        }

        /// The focus's outcome, or `nil`.
        public var focus: Focus?
        /// The full answer of that policy (the single-policy answer, exactly).
        public var answer: LayoutAnswer
        /// How many elements end not `visible`.
        public var hiddenElements: Int

        /// The policy, as the answer describes it.
        public var policy: PolicyDescription { answer.policy }
        /// The answer's scroll.
        public var scrollDelta: Double { answer.scrollDelta }
        /// The answer's shift.
        public var viewShift: Double { answer.viewShift }
        /// The answer's content inset.
        public var contentInset: EdgeInsets { answer.contentInset }
    }

    /// One result per policy asked for, in order.
    public var results: [Result]
    /// Warnings about the comparison itself (`policyOptionIgnored` when the request named a policy).
    public var warnings: [Warning]

    /// Answers `request` under each of `policies` (by default all twelve with their defaults, in
    /// the order of policy-formulas §1.1); `request.options.policy` is ignored.
    public static func compare(_ request: LayoutRequest, policies: [Policy] = Policy.allDefaults) -> PolicyComparison {
        var single = request
        var results: [Result] = []
        results.reserveCapacity(policies.count)
        let focusIndex = ElementLookup(request.elements, focus: request.focus, scrollTarget: nil).focusIndex
        for policy in policies {
            single.options.policy = policy
            let answer = LayoutSolver.solve(single)
            var focus: Result.Focus?
            if let index = focusIndex, answer.elements.indices.contains(index) {
                let f = request.elements[index].frame
                var gap: Double?
                if answer.keyboard.state == .docked, let k = answer.keyboard.frame {
                    gap = k.y - (f.maxY + answer.containerFrame.y - answer.contentOffset.y)
                }
                focus = Result.Focus(id: request.elements[index].id, gap: gap, after: answer.elements[index].after)
            }
            var hidden = 0
            for element in answer.elements where element.after.state != .visible { hidden += 1 }
            results.append(Result(focus: focus, answer: answer, hiddenElements: hidden))
        }
        return PolicyComparison(
            results: results, warnings: request.options.requestedPolicy != nil ? [.policyOptionIgnoredInCompare] : [])
    }
}
