import Foundation
import IntakeCore

/// The order numeric dates are read in: `4/2` is April 2 (mdy) or 4 February (dmy).
public enum DateOrder: String, Sendable, CaseIterable, Codable {
  case mdy
  case dmy
  case ymd
}
