import Foundation
import IntakeCore
import IntakeParsing
import Testing

@testable import IntakeApp

/// The answers of `intake serve`, byte for byte, without HTTP.
@Suite("AppProtocolService")
struct AppProtocolServiceTests {
  /// Wednesday 2026-11-25, 10:00 in Lisbon; the team is Ana Lima and Bo Chen.
  static let base = ParsingContext(
    localDate: LocalDate(dayNumber: 20_782), time: LocalTime(uncheckedHour: 10),
    timeZone: TimeZone(identifier: "Europe/Lisbon") ?? .gmt,
    roster: Roster([TeamMember(name: "Ana Lima"), TeamMember(name: "Bo Chen")]))
  let service = AppProtocolService(base: base, clock: nil)

  func answer(_ route: ServeRoute, _ json: String) -> (Int, String) {
    let reply = service.answer(route, body: Array(json.utf8))
    return (reply.status, String(decoding: reply.body, as: UTF8.self))
  }

  @Test func enhanceTaskAnswersTheAppsShape() {
    let (status, body) = answer(
      .enhanceTask, #"{"text":"Bo to send the venue deposit tmrw !high","users":["Bo Chen"]}"#)
    #expect(status == 200)
    #expect(
      body
        == #"{"success":true,"enhanced":{"text":"Send the venue deposit","priority":"high","#
        + #""dueDate":"2026-11-26","assignedTo":"Bo Chen","wasEnhanced":true}}"#)
  }

  @Test func anOwnerOffTheUsersIsLeftEmpty() {
    // The request's users replace the team: Ana is not among them.
    let (_, body) = answer(
      .enhanceTask, #"{"text":"Ana to renew the domain by Friday","users":["Bo Chen"]}"#)
    #expect(body.contains(#""assignedTo":"""#))
    #expect(body.contains(#""dueDate":"2026-11-27""#))
    // Without users the team is the roster.
    let (_, teamBody) = answer(.enhanceTask, #"{"text":"Ana to renew the domain by Friday"}"#)
    #expect(teamBody.contains(#""assignedTo":"Ana Lima""#))
  }

  @Test func plainTextIsNotEnhanced() {
    let (_, body) = answer(.enhanceTask, #"{"text":"Water the plants"}"#)
    #expect(
      body
        == #"{"success":true,"enhanced":{"text":"Water the plants","priority":"medium","#
        + #""dueDate":"","assignedTo":"","wasEnhanced":false}}"#)
  }

  @Test func smartParseSplitsAHeadAndItsSteps() {
    let (status, body) = answer(
      .smartParse,
      #"{"text":"Open day prep: print the maps by Thursday, order the signs and Bo to set up the stands on Friday !high"}"#
    )
    #expect(status == 200)
    #expect(
      body
        == #"{"success":true,"result":{"mainTask":{"text":"Open day prep","priority":"high","#
        + #""dueDate":"2026-11-27","assignedTo":""},"subtasks":["#
        + #"{"text":"Print the maps – due 2026-11-26","priority":"medium"},"#
        + #"{"text":"Order the signs","priority":"medium"},"#
        + #"{"text":"Set up the stands (Bo Chen)","priority":"high"}],"#
        + #""summary":"3 steps for Open day prep, done by 2026-11-27","wasComplex":true}}"#)
  }

  @Test func smartParseOfOneTaskIsNotComplex() {
    let (_, body) = answer(.smartParse, #"{"text":"book the dentist next tuesday"}"#)
    #expect(
      body
        == #"{"success":true,"result":{"mainTask":{"text":"Book the dentist","priority":"medium","#
        + #""dueDate":"2026-12-01","assignedTo":""},"subtasks":[],"summary":"Book the dentist","#
        + #""wasComplex":false}}"#)
  }

  @Test func stepsWithoutAHeadMakeTheMainTitle() {
    let (_, body) = answer(
      .smartParse, #"{"text":"call the plumber tomorrow and then pay the deposit on Friday"}"#)
    #expect(body.contains(#""mainTask":{"text":"Call the plumber and pay the deposit""#))
    #expect(body.contains(#""dueDate":"2026-11-27""#))
    #expect(body.contains(#"{"text":"Call the plumber – due 2026-11-26","priority":"medium"}"#))
  }

  @Test func atMostSixStepsAndTheSummarySaysSo() {
    let list = (1...8).map { "wash window \($0)" }.joined(separator: ", ")
    let (_, body) = answer(.breakdownTask, #"{"taskText":"Spring clean: \#(list)"}"#)
    let value = try? JSONValue(parsing: body)
    #expect(value?["subtasks"]?.array?.count == 6)
    #expect(value?["summary"]?.string == "8 steps for Spring clean; the first 6 are listed")
  }

  @Test func breakdownOfOneStepIsTheAppsError() {
    let (status, body) = answer(.breakdownTask, #"{"text":"renew the passport"}"#)
    #expect(status == 400)
    #expect(body == #"{"success":false,"error":"Could not generate subtasks for this task"}"#)
  }

  @Test func voicemailListsTheCallersRequests() {
    let (status, body) = answer(
      .parseVoicemail,
      #"{"transcription":"Hi, it's Rosa from the school. Could you sign the trip form by Friday? Please also send Bo the allergy list. Thanks!","users":["Bo Chen"]}"#
    )
    #expect(status == 200)
    #expect(
      body
        == #"{"success":true,"tasks":[{"text":"Sign the trip form","priority":"medium","#
        + #""dueDate":"2026-11-27","assignedTo":""},{"text":"Send Bo the allergy list","#
        + #""priority":"medium","dueDate":"","assignedTo":""}]}"#)
  }

  @Test func contentBecomesSubtasks() {
    let (status, body) = answer(
      .parseContentToSubtasks,
      #"{"content":"Notes\n- Ana to draft the newsletter by Monday\n- [ ] book the photographer","contentType":"meeting notes","parentTaskText":"Winter fair"}"#
    )
    #expect(status == 200)
    #expect(
      body
        == #"{"success":true,"subtasks":[{"text":"Draft the newsletter (Ana Lima) – due 2026-11-30","#
        + #""priority":"medium"},{"text":"Book the photographer","priority":"medium"}],"#
        + #""summary":"2 action items found in the meeting notes for \"Winter fair\""}"#)
  }

  @Test func everyRouteHasTheAppsErrors() {
    let cases: [(ServeRoute, String, String)] = [
      (.enhanceTask, #"{"users":[]}"#, "Task text is required"),
      (.enhanceTask, #"{"text":42}"#, "Task text is required"),
      (.smartParse, #"{"text":"   "}"#, "Text is required"),
      (.parseVoicemail, #"{"text":"hi"}"#, "No transcription provided"),
      (.breakdownTask, #"{}"#, "Task text is required"),
      (.parseContentToSubtasks, #"{}"#, "Content is required"),
      (
        .parseContentToSubtasks, #"{"content":"  todo  "}"#,
        "Content is too short to parse into subtasks"
      ),
      (
        .parseContentToSubtasks, #"{"content":"The weather was lovely all week."}"#,
        "Could not extract any action items from this content"
      ),
      (.parseTask, #"{}"#, "Text is required"),
    ]
    for (route, request, message) in cases {
      let (status, body) = answer(route, request)
      #expect(status == 400, "\(route) \(request)")
      #expect(body == #"{"success":false,"error":"\#(message)"}"#, "\(route) \(request)")
    }
  }

  @Test func aBodyThatIsNotAnObjectIsA400InTheSameShape() {
    let (status, body) = answer(.enhanceTask, "text=call Ana")
    #expect(status == 400)
    #expect(body.hasPrefix(#"{"success":false,"error":"The request body is not JSON"#))
    let (arrayStatus, arrayBody) = answer(.enhanceTask, "[1]")
    #expect(arrayStatus == 400)
    #expect(arrayBody.contains("not a JSON object"))
  }

  @Test func aRequestMayCarryItsOwnTodayAndZone() {
    let (_, body) = answer(
      .enhanceTask,
      #"{"text":"pay the rent tomorrow","today":"2027-01-31","timeZone":"Asia/Tokyo"}"#)
    #expect(body.contains(#""dueDate":"2027-02-01""#))
    let (status, bad) = answer(.enhanceTask, #"{"text":"pay the rent","timeZone":"Mars/Olympus"}"#)
    #expect(status == 400)
    #expect(bad.contains("Mars/Olympus"))
    let (badDay, _) = answer(.enhanceTask, #"{"text":"pay the rent","today":"31/01/2027"}"#)
    #expect(badDay == 400)
  }

  @Test func textsAreCutToTwoHundredUTF16Units() {
    let long = String(repeating: "pack the 📦 boxes ", count: 20)
    let (_, body) = answer(.enhanceTask, #"{"text":"\#(long)"}"#)
    let text = (try? JSONValue(parsing: body))?["enhanced"]?["text"]?.string ?? ""
    #expect(text.utf16.count <= 200)
    #expect(text.utf16.count > 150)
    #expect(!text.hasSuffix(" "))
  }

  @Test func parseRouteAnswersIntakesDraftWithTheTraceWhenAsked() {
    let (status, body) = answer(
      .parseTask, #"{"text":"pay rent every month on the 1st","explain":true}"#)
    #expect(status == 200)
    let value = try? JSONValue(parsing: body)
    #expect(value?["recurrence"]?.string == "FREQ=MONTHLY;BYMONTHDAY=1")
    #expect(value?["due_date"]?.string == "2026-12-01")
    #expect((value?["trace"]?.array?.count ?? 0) > 0)
  }
}
