import ClearanceContract
import ClearanceWire
import DeviceCatalog
import HTTPServer

extension ClearanceService {
    /// The device-catalog paths: `/v1/devices`, then `/v1/devices/{id}` for every id and alias
    /// (the router matches exact paths, and the catalog is fixed at build time).
    static let devicePaths = ["/v1/devices"] + DeviceCatalog.names.map { "/v1/devices/" + $0.id }

    /// `GET /v1/devices`: the whole catalog; `GET /v1/devices/{id}`: one device. Both are JSON
    /// computed once, here.
    static func addDeviceRoutes(to router: inout Router) {
        let catalog = Response(
            status: 200, contentType: "application/json", body: .constant(ConstantBytes(AnswerEncoder.encodeCatalog())))
        router.get("/v1/devices") { _ in catalog }
        for (id, _) in DeviceCatalog.names {
            guard let device = DeviceCatalog.device(id: id) else { continue }
            let one = Response(
                status: 200, contentType: "application/json",
                body: .constant(ConstantBytes(AnswerEncoder.encode(device: device))))
            router.get("/v1/devices/" + id) { _ in one }
        }
    }

    /// The 404 for a path under `/v1/devices/` that names no device: it names the closest ids.
    static func unknownDevice(path: String) -> Problem? {
        let prefix = "/v1/devices/"
        guard path.hasPrefix(prefix) else { return nil }
        let id = String(path.dropFirst(prefix.count))
        var problem = Problem.notFound(path)
        problem.detail = DeviceError.unknownDevice(id: id).message
        return problem
    }
}
