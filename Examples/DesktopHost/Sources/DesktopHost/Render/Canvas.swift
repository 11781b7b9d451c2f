import CSDL2
import CSDL2TTF
import NavKit

/// Drawing in points on an SDL renderer: rectangles, lines, text and textures, with the
/// points-to-pixels scale of high-density displays applied in one place.
final class Canvas {
    let renderer: OpaquePointer
    /// Pixels per point.
    var scale: Double = 1
    private let fonts: FontSet
    private var textCache: [TextKey: CachedText] = [:]

    enum Font { case regular, bold, mono }

    private struct TextKey: Hashable {
        var text: String
        var font: Font
        var size: Int
    }

    private struct CachedText {
        var texture: OpaquePointer
        var width: Int32
        var height: Int32
    }

    init(renderer: OpaquePointer, fonts: FontSet) {
        self.renderer = renderer
        self.fonts = fonts
    }

    func pixels(_ rect: Rect) -> SDL_Rect {
        let x0 = (rect.minX * scale).rounded()
        let y0 = (rect.minY * scale).rounded()
        let x1 = (rect.maxX * scale).rounded()
        let y1 = (rect.maxY * scale).rounded()
        return SDL_Rect(
            x: Int32(clamping: Int(x0)), y: Int32(clamping: Int(y0)),
            w: Int32(clamping: Int(x1 - x0)), h: Int32(clamping: Int(y1 - y0)))
    }

    func setColor(_ color: Color, alpha: Double = 1) {
        SDL_SetRenderDrawColor(
            renderer, byte(color.red), byte(color.green), byte(color.blue), byte(color.alpha * alpha))
    }

    func fill(_ rect: Rect, _ color: Color, alpha: Double = 1) {
        guard color.alpha * alpha > 0.001 else { return }
        setColor(color, alpha: alpha)
        var r = pixels(rect)
        SDL_RenderFillRect(renderer, &r)
    }

    /// A line `thickness` points wide (drawn as a run of one-pixel lines).
    func line(from a: Point, to b: Point, _ color: Color, alpha: Double = 1, thickness: Double = 1) {
        guard color.alpha * alpha > 0.001 else { return }
        setColor(color, alpha: alpha)
        let steps = max(1, Int((thickness * scale).rounded()))
        for i in 0..<steps {
            let d = Double(i) - Double(steps - 1) / 2
            SDL_RenderDrawLineF(
                renderer, Float(a.x * scale + d), Float(a.y * scale),
                Float(b.x * scale + d), Float(b.y * scale))
        }
    }

    /// Draws text; `anchor` 0 puts its left at `x`, 0.5 centres it, 1 puts its right at `x`.
    /// - Returns: The text's width in points.
    @discardableResult
    func text(
        _ string: String, at point: Point, size: Double, font: Font = .regular, color: Color,
        alpha: Double = 1, anchor: Double = 0
    ) -> Double {
        guard !string.isEmpty, alpha > 0.004, let cached = texture(string, font: font, size: size) else { return 0 }
        SDL_SetTextureColorMod(cached.texture, byte(color.red), byte(color.green), byte(color.blue))
        SDL_SetTextureAlphaMod(cached.texture, byte(color.alpha * alpha))
        let width = Double(cached.width) / scale
        var dst = SDL_Rect(
            x: Int32((point.x - width * anchor) * scale), y: Int32(point.y * scale), w: cached.width, h: cached.height)
        SDL_RenderCopy(renderer, cached.texture, nil, &dst)
        return width
    }

    /// The width of a text in points.
    func measure(_ string: String, size: Double, font: Font = .regular) -> Double {
        guard let cached = texture(string, font: font, size: size) else { return 0 }
        return Double(cached.width) / scale
    }

    /// Rendered white, tinted at draw time, so one texture serves every colour.
    private func texture(_ string: String, font: Font, size: Double) -> CachedText? {
        let key = TextKey(text: string, font: font, size: Int((size * scale).rounded()))
        if let cached = textCache[key] { return cached }
        if textCache.count > 400 { clearTextCache() }
        guard let ttf = fonts.font(font, pixelSize: key.size),
            let surface = TTF_RenderUTF8_Blended(ttf, string, SDL_Color(r: 255, g: 255, b: 255, a: 255))
        else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        let cached = CachedText(texture: texture, width: surface.pointee.w, height: surface.pointee.h)
        textCache[key] = cached
        return cached
    }

    func clearTextCache() {
        for cached in textCache.values { SDL_DestroyTexture(cached.texture) }
        textCache.removeAll()
    }

    private func byte(_ value: Double) -> UInt8 { UInt8(max(0, min(255, (value * 255).rounded()))) }
}

/// The TrueType fonts, opened lazily per pixel size.
final class FontSet {
    private let paths: [Canvas.Font: String]
    private var open: [Int: OpaquePointer] = [:]

    /// Finds DejaVu (Debian's fonts-dejavu-core) or a common system font.
    init?(directoryOverride: String?) {
        let candidates = [
            directoryOverride, "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/TTF",
            "/usr/share/fonts/dejavu", "/Library/Fonts", "/System/Library/Fonts/Supplemental",
        ]
        for directory in candidates.compactMap({ $0 }) {
            let regular = directory + "/DejaVuSans.ttf"
            if let probe = TTF_OpenFont(regular, 12) {
                TTF_CloseFont(probe)
                paths = [
                    .regular: regular, .bold: directory + "/DejaVuSans-Bold.ttf",
                    .mono: directory + "/DejaVuSansMono.ttf",
                ]
                return
            }
            let arial = directory + "/Arial.ttf"
            if let probe = TTF_OpenFont(arial, 12) {
                TTF_CloseFont(probe)
                paths = [.regular: arial, .bold: directory + "/Arial Bold.ttf", .mono: directory + "/Courier New.ttf"]
                return
            }
        }
        return nil
    }

    /// Closes every open font (before `TTF_Quit`).
    func closeAll() {
        for font in open.values { TTF_CloseFont(font) }
        open.removeAll()
    }

    func font(_ kind: Canvas.Font, pixelSize: Int) -> OpaquePointer? {
        let key = pixelSize * 4 + (kind == .regular ? 0 : kind == .bold ? 1 : 2)
        if let font = open[key] { return font }
        guard let path = paths[kind],
            let font = TTF_OpenFont(path, Int32(pixelSize)) ?? TTF_OpenFont(paths[.regular]!, Int32(pixelSize))
        else { return nil }
        open[key] = font
        return font
    }
}
