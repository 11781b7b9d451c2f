/// Whether two texts are the same Unicode scalars — what `==` does not tell: it takes `é` and `e`
/// with a combining accent (U+0301) as equal, so a coder that normalised text would pass it.
func sameScalars(_ a: String, _ b: String) -> Bool {
    a.unicodeScalars.elementsEqual(b.unicodeScalars)
}

/// Whether two lists of texts are the same Unicode scalars, one by one.
func sameScalars(_ a: [String], _ b: [String]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { sameScalars($0, $1) }
}

/// Whether two optional texts are both `nil`, or the same Unicode scalars.
func sameScalars(_ a: String?, _ b: String?) -> Bool {
    switch (a, b) {
    case (nil, nil): true
    case (let a?, let b?): sameScalars(a, b)
    default: false
    }
}
