import IntakeCore
import IntakeParsing

/// What a document says about itself, as far as it has been read.
public struct DocumentHeader: Sendable, Equatable {
  /// The date of the first meeting the document dates: from a title or header line ("Weekly
  /// sync — 2026-03-02", "Meeting Date: Friday, March 29, 2019", "Date: 3/2/2026").
  ///
  /// Items carry the date of their own meeting in `DocumentItem.meetingDate`.
  public var meetingDate: LocalDate?
  /// Names from attendees lines ("Attendees:", "Present:", "Participants:") and every
  /// transcript speaker seen, as first written, without duplicates.
  public var attendees: [String]
  /// Other names an attendee goes by in the document, by attendee: a role in brackets
  /// ("Clerk"), its abbreviation ("HT"), a nickname in quotes, the surname after a title.
  public var aliases: [String: [String]]
  /// People named in full anywhere in the text ("Fire Chief Nadia Brooks presented …"), in
  /// order, without duplicates: who a shorter owner ("Chief Brooks", "Nadia") means.
  public var mentioned: [String] = []
  /// The order the document's own numeric dates show, once one has a number above 12 on one
  /// side ("23/11/2026" is day first): how its other numeric dates read ("Mon 7/12") unless
  /// the user chose an order.
  public var dateOrder: DateOrder?
  /// The order the document's dates written with a month name show.
  ///
  /// "Wednesday 18th February 2026" puts the day first, as day-first countries write,
  /// "February 18, 2026" the month. Weaker than `dateOrder`: it counts only when no numeric
  /// date settles it.
  public var writtenDateOrder: DateOrder?

  public init(
    meetingDate: LocalDate? = nil, attendees: [String] = [], aliases: [String: [String]] = [:]
  ) {
    self.meetingDate = meetingDate
    self.attendees = attendees
    self.aliases = aliases
  }
}
