import IntakeCore
import Testing

@Suite("PeopleBook")
struct PeopleBookTests {
  private let priya = Person(name: "Priya Raman")
  private let ana = Person(name: "Ana Lima", aliases: ["al"], isOnTeam: true)

  @Test(arguments: [
    "Priya Raman", "priya raman", "Priya", "@priya", "priya-r", "priya.raman", "priya_ram",
    "praman", "priyaraman", "priyar", "p-raman",
  ])
  func oneSpellingOfAKnownPersonFindsThem(_ spelling: String) {
    let book = PeopleBook([priya, ana])
    #expect(book.match(spelling) == .person(priya))
  }

  @Test(arguments: [
    ("joaomaria", "João Maria Cardoso"), ("mariacardoso", "João Maria Cardoso"),
    ("vanha", "Trần Văn Hà"), ("joaocardoso", "João Maria Cardoso"),
  ])
  func aHandleMayJoinTwoNamesSideBySideWithoutTheirAccents(_ handle: String, _ name: String) {
    let joao = Person(name: "João Maria Cardoso")
    let van = Person(name: "Trần Văn Hà")
    let book = PeopleBook([joao, van, priya])
    #expect(book.match(handle) == .person(name == joao.name ? joao : van))
  }

  @Test(arguments: ["Raman", "pri", "priya-s", "Priya Shah", "pshah", "r-priya"])
  func otherSpellingsFindNobody(_ spelling: String) {
    #expect(PeopleBook([priya, ana]).match(spelling) == .none)
  }

  @Test func twoPeopleWhoCouldBeMeantMatchNeither() {
    let shah = Person(name: "Priya Shah")
    let book = PeopleBook([priya, shah])
    #expect(book.match("Priya") == .ambiguous([priya, shah]))
    #expect(book.match("priya-s") == .person(shah))
    #expect(book.match("Priya Shah") == .person(shah))
  }

  @Test func learningAddsSomeoneNewOnceAndKeepsTheirSpelling() {
    var book = PeopleBook([ana])
    #expect(book.learn("Jane Roe") == .added(Person(name: "Jane Roe")))
    #expect(book.learn("jane") == .known(Person(name: "Jane Roe")))
    #expect(book.learn("@jroe") == .known(Person(name: "Jane Roe")))
    #expect(book.learn("the infra team") == .added(Person(name: "the infra team")))
    #expect(book.learn("@kai") == .added(Person(name: "kai")))
    #expect(book.people.map(\.name) == ["Ana Lima", "Jane Roe", "the infra team", "kai"])
  }

  @Test func aPersonKnownByOneWordTakesTheFullNameWhenItAppears() {
    var book = PeopleBook()
    _ = book.learn("Priya")
    let renamed = Person(name: "Priya Raman", aliases: ["Priya"])
    #expect(book.learn("Priya Raman") == .renamed(renamed, from: "Priya"))
    #expect(book.learn("priya") == .known(renamed))
    #expect(book.learn("priya-r") == .known(renamed))
    #expect(book.people == [renamed])
  }

  @Test func aFullNameIsNotJoinedToAOneWordNameThatOthersShare() {
    var book = PeopleBook([Person(name: "Priya"), Person(name: "Priya Shah")])
    #expect(book.learn("Priya Raman") == .added(priya))
    #expect(book.learn("Priya").name == "Priya", "the exact name wins over first names")
  }

  @Test func anAmbiguousSpellingTeachesNothing() {
    var book = PeopleBook([priya, Person(name: "Priya Shah")])
    #expect(book.learn("priya").name == nil)
    #expect(book.people.count == 2)
  }

  @Test func aTeamMemberAnswersToAliasAndFirstName() {
    let book = PeopleBook([ana, priya])
    #expect(book.match("al") == .person(ana))
    #expect(book.match("ana") == .person(ana))
  }
}
