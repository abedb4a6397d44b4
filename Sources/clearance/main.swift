import ClearanceService
import ClearanceWire
import KeyboardAvoidance

print("clearance: commands pending")
