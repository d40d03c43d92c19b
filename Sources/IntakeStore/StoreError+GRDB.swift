import GRDB

extension StoreError {
  /// Translates whatever GRDB or SQLite threw into the store's own error, at the module boundary.
  ///
  /// A `StoreError` thrown from inside a transaction (a conflict, say) passes through unchanged.
  /// Codes are matched on their primary part, so `SQLITE_BUSY_SNAPSHOT` counts as busy and
  /// `SQLITE_IOERR_NOMEM` as an I/O failure.
  init(translating error: any Error, path: String) {
    if let error = error as? StoreError {
      self = error
      return
    }
    guard let error = error as? DatabaseError else {
      self = .database(path: path, SQLiteFailure(code: -1, message: String(describing: error)))
      return
    }
    let failure = SQLiteFailure(
      code: error.extendedResultCode.rawValue, message: error.message ?? "unknown error",
      sql: error.sql)
    switch error.resultCode {
    case .SQLITE_BUSY, .SQLITE_LOCKED:
      self = .busy(path: path, failure)
    case .SQLITE_FULL:
      self = .diskFull(path: path, failure)
    case .SQLITE_READONLY, .SQLITE_PERM:
      self = .readOnly(path: path, failure)
    case .SQLITE_NOTADB:
      self = .notADatabase(path: path, failure)
    case .SQLITE_CORRUPT:
      self = .corrupt(path: path, failure)
    case .SQLITE_IOERR:
      self = .ioError(path: path, failure)
    case .SQLITE_CANTOPEN:
      self = .cannotOpen(path: path, reason: failure.message)
    default:
      self = .database(path: path, failure)
    }
  }
}
