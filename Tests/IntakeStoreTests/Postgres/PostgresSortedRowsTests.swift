import Testing

@testable import IntakeStore

/// The stored values a long listing sorts on before making them text.
///
/// Found in the column expressions, and put back in their place. Runs without a server.
@Suite("PostgreSQL sorted rows")
struct PostgresSortedRowsTests {
  @Test func referencesAreFoundOutsideQuotesAndWholeNames() {
    let found = PostgresTaskRepository.storedValues(
      in: "CASE WHEN t.due_date IS NULL THEN 'i.not' WHEN i.due_at = t.due_date THEN xi.no"
        + " ELSE to_char(t.due_date AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24') END")
    #expect(found.map(\.1.name) == ["t_due_date", "i_due_at", "t_due_date", "t_due_date"])
    #expect(found.first?.0 == 10..<20)
  }

  @Test func everyTaskColumnIsMadeFromStoredValuesOnly() {
    let made = PostgresTaskRepository.sortedColumnList
    // Every reference to the joined tables was replaced by the sorted row's own column.
    #expect(PostgresTaskRepository.storedValues(in: made).isEmpty)
    #expect(made.contains("t_xmin::text AS version"))
    #expect(made.contains("to_char(t_created_at AT TIME ZONE 'UTC'"))
    let names = Set(PostgresTaskRepository.stored.map(\.name))
    #expect(
      names.isSuperset(of: ["t_id", "i_id", "t_completed", "i_owners", "i_written_recurrence"]))
    #expect(names.count == PostgresTaskRepository.stored.count)
  }
}
