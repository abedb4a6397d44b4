import ClearanceWire
import HTTPServer
import KeyboardAvoidance

/// The Clearance HTTP service: routes, handlers, metrics and health.
public enum ClearanceService {}
