/// Short English names for the HTTP status codes an app meets most, for
/// error messages ("Not Found (HTTP 404)").
enum HTTPStatus {
  static func phrase(for code: Int) -> String {
    switch code {
    case 400: "Bad Request"
    case 401: "Unauthorized"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 409: "Conflict"
    case 410: "Gone"
    case 422: "Unprocessable Content"
    case 429: "Too Many Requests"
    case 500: "Internal Server Error"
    case 502: "Bad Gateway"
    case 503: "Service Unavailable"
    case 504: "Gateway Timeout"
    case 300..<400: "Redirection"
    case 400..<500: "Client Error"
    case 500..<600: "Server Error"
    default: "Unexpected Status"
    }
  }
}
