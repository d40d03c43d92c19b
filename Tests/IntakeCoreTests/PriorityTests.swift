import IntakeCore
import Testing

@Suite("Priority")
struct PriorityTests {
  @Test func levelsRiseFromLowToUrgent() {
    #expect(Priority.allCases.sorted() == [.low, .medium, .high, .urgent])
    #expect(Priority.low < .medium)
    #expect(Priority.high < .urgent)
    #expect(!(Priority.urgent < .low))
  }

  @Test func theDefaultIsMedium() {
    #expect(Priority.defaultLevel == .medium)
  }

  @Test func rawValuesAreTheStoredNames() {
    #expect(Priority.allCases.map(\.rawValue) == ["low", "medium", "high", "urgent"])
    #expect(Status.allCases.map(\.rawValue) == ["todo", "in_progress", "done"])
  }
}
