/// A short update someone shared: who wrote it and what it says.
struct Post: Hashable {
  let author: String
  let text: String
}
