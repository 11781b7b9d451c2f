/// A number carried as an unevaluated sum of two doubles (about 106 bits), with error-free
/// transformations; enough for a reference bisection to resolve a Bézier's `x(t)` far below a
/// double's rounding, even where the curve's tangent is vertical.
struct DoubleDouble {
    var high: Double
    var low: Double

    init(_ value: Double) {
        high = value
        low = 0
    }

    private init(high: Double, low: Double) {
        self.high = high
        self.low = low
    }

    var value: Double { high + low }

    static func + (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        let s = a.high + b.high
        let v = s - a.high
        let e = (a.high - (s - v)) + (b.high - v)
        return normalized(s, e + a.low + b.low)
    }

    static func - (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        a + DoubleDouble(high: -b.high, low: -b.low)
    }

    static func * (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        let p = a.high * b.high
        let e = (-p).addingProduct(a.high, b.high)  // exact error of the product (FMA)
        return normalized(p, e + a.high * b.low + a.low * b.high)
    }

    static func < (a: DoubleDouble, b: DoubleDouble) -> Bool {
        a.high < b.high || (a.high == b.high && a.low < b.low)
    }

    private static func normalized(_ high: Double, _ low: Double) -> DoubleDouble {
        let s = high + low
        return DoubleDouble(high: s, low: low - (s - high))
    }
}
