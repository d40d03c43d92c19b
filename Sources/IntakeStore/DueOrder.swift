import Foundation
import HeapModule
import IntakeCore

/// Puts a SQLite listing's rows in the order of the instant each task falls due, when SQLite
/// hands them over in the order of their due date and clock time as written.
///
/// Sorting 100,000 whole rows by the instant each falls due was most of `intake list --json`. An
/// index in the clock's order (`tasks_listing`) gives the rows already sorted but for the
/// zones, and a zone moves a task's instant by less than a day from its clock: so a row can
/// be handed on once every row still to come is due at least two days after it. Rows wait
/// in a heap until then, about two days of tasks; rows are read in SQL's order and come out in
/// the order `TaskSort.terms(dueInstant:createdAt:)` defines with `DueInstant`.
///
/// Rows are grouped as the sort's leading terms group them (urgent or not, then dated or
/// not, for `.due`; the priority, then dated or not, for `.priority`); each group is sorted
/// on its own. Undated rows, and every row of `.created`, come out as they go in. A row whose
/// due date is not a day (only a hand edit can make one) hands on every row waiting and then
/// itself, where its text puts it.
struct DueOrder {
  /// The SQL ORDER BY terms that hand rows over in the order this reorders.
  ///
  /// Each comes with whether it runs ascending: `sort`'s terms with the due instant as the
  /// clock's date and time (the order of the index `tasks_listing`). An undated task's time
  /// counts for nothing, as in the instant.
  static func terms(_ sort: TaskSort) -> [(term: String, isAscending: Bool)] {
    sort.terms(dueInstant: ["due_date", clockTime])
  }

  /// A task's time of day when it has a date too.
  static let clockTime = "CASE WHEN due_date IS NOT NULL THEN due_time END"

  /// A row that waits, with the keys it is sorted on after its group.
  private struct Waiting: Comparable {
    let instant: Double
    /// The priority's rank for `.due` (urgent 0 … low 3), which breaks ties of instant; 0
    /// for `.priority`, whose groups hold one priority each.
    let rank: Int
    /// The due day and minute of the clock, when its text is a time or absent (nil for a
    /// time this build cannot read).
    let clock: Int?
    /// The row's place in SQL's order, negative for a reversed one, so that a larger number
    /// always means later in SQL's ascending order.
    let sequence: Int
    let row: TaskRow

    static func == (lhs: Waiting, rhs: Waiting) -> Bool { !(lhs < rhs) && !(rhs < lhs) }

    static func < (lhs: Waiting, rhs: Waiting) -> Bool {
      if lhs.instant != rhs.instant { return lhs.instant < rhs.instant }
      if lhs.rank != rhs.rank { return lhs.rank < rhs.rank }
      // SQL ordered rows of one day, clock and rank by creation and id already: most ties
      // of a listing are settled without reading the rows.
      if let clock = lhs.clock, clock == rhs.clock { return lhs.sequence < rhs.sequence }
      // Then by creation and id, as SQLite compares text: byte by byte.
      return lhs.row.withColumns { left in
        rhs.row.withColumns { right in
          let created = compare(left[.createdAt], right[.createdAt])
          return created != 0 ? created < 0 : compare(left[.id], right[.id]) < 0
        }
      }
    }

    /// Negative, zero or positive as `a` sorts before, with or after `b` (NULL first).
    private static func compare(
      _ a: UnsafeBufferPointer<UInt8>?, _ b: UnsafeBufferPointer<UInt8>?
    ) -> Int {
      guard let a, let b else { return (a == nil ? 0 : 1) - (b == nil ? 0 : 1) }
      let common = min(a.count, b.count)
      if common > 0, let x = a.baseAddress, let y = b.baseAddress {
        let order = memcmp(x, y, common)
        if order != 0 { return Int(order) }
      }
      return a.count - b.count
    }
  }

  /// Farther than any zone moves a clock from UTC (tz's largest offsets are under 16 hours).
  private static let margin = 2.0 * 86_400

  private let sort: TaskSort
  private let isAscending: Bool
  private var waiting = Heap<Waiting>()
  private var instants = DueInstant.Cache()
  /// How many dated rows have come.
  private var sequence = 0
  /// The group of the rows waiting.
  private var group: (Int, Bool)?

  init(sort: TaskSort, isReversed: Bool) {
    self.sort = sort
    isAscending = !isReversed
  }

  /// Takes the next row in SQL's order, handing `emit` every row whose turn has come.
  mutating func add(
    _ row: TaskRow, emit: (TaskRow) throws(StoreError) -> Void
  ) throws(StoreError) {
    guard sort != .created else { return try emit(row) }
    let (rank, day, time) = row.withColumns { columns in
      (
        Self.rank(columns[.priority]),
        columns[.dueDate].map { LocalDate(isoUTF8: $0) },
        columns[.dueTime].flatMap { LocalTime(isoUTF8: $0) }
      )
    }
    let rowGroup = (sort == .due ? (rank == 0 ? 0 : 1) : rank, day == nil)
    if let group, group != rowGroup { try flush(emit) }
    group = rowGroup
    guard let day else { return try emit(row) }  // undated: SQL's order is the order
    guard let date = day else {
      try flush(emit)
      return try emit(row)
    }
    // Every row still to come is due on `date` or after it (before it, reversed).
    if isAscending {
      let bound = Double(date.dayNumber * 86_400) - Self.margin
      while let first = waiting.min, first.instant < bound {
        try emit(waiting.removeMin().row)
      }
    } else {
      let bound = Double((date.dayNumber + 1) * 86_400) + Self.margin
      while let first = waiting.max, first.instant > bound {
        try emit(waiting.removeMax().row)
      }
    }
    let (instant, hasTimeText) = row.withColumns { columns in
      (instants.seconds(date: date, time: time, zone: columns[.timeZone]), columns[.dueTime] != nil)
    }
    sequence += 1
    waiting.insert(
      Waiting(
        instant: instant, rank: sort == .due ? rank : 0,
        clock: hasTimeText && time == nil
          ? nil : date.dayNumber * 1_441 + (time?.minutesOfDay ?? 1_440),
        sequence: isAscending ? sequence : -sequence, row: row))
  }

  /// Hands `emit` every row still waiting, in order; call it after the last row.
  mutating func flush(_ emit: (TaskRow) throws(StoreError) -> Void) throws(StoreError) {
    while let next = isAscending ? waiting.popMin() : waiting.popMax() {
      try emit(next.row)
    }
  }

  /// urgent 0, high 1, medium 2, anything else 3, as the SQL's CASE ranks them.
  private static func rank(_ priority: UnsafeBufferPointer<UInt8>?) -> Int {
    guard let priority else { return 3 }
    if priority.elementsEqual("urgent".utf8) { return 0 }
    if priority.elementsEqual("high".utf8) { return 1 }
    if priority.elementsEqual("medium".utf8) { return 2 }
    return 3
  }
}
