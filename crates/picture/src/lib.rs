//! Issue 25 §3: the board picture as PNG. render writes the SVG (every word of it); this crate
//! only draws it, with resvg and the fonts bundled in `assets/fonts` (DejaVu Sans Condensed,
//! regular and bold), never the machine's fonts, so that the picture is the same everywhere.
//! A crate of its own so that resvg compiles in parallel with the rest of the workspace.

use std::sync::{Arc, OnceLock};

use resvg::{tiny_skia, usvg};

/// The bundled fonts (Bitstream Vera licence, assets/fonts/LICENSE).
const FONTS: [&[u8]; 2] = [
    include_bytes!("../../../assets/fonts/DejaVuSansCondensed.ttf"),
    include_bytes!("../../../assets/fonts/DejaVuSansCondensed-Bold.ttf"),
];

/// The family render's SVG names, the only one there is (the bundled faces are its condensed
/// regular and bold: the SVG asks for `font-stretch="condensed"`).
pub const FONT_FAMILY: &str = "DejaVu Sans";

/// Why a picture could not be drawn.
#[derive(Debug, thiserror::Error)]
pub enum PictureError {
    #[error("the board picture's SVG does not parse: {0}")]
    Svg(String),
    #[error("the board picture has no size or is too large ({0}x{1})")]
    Size(u32, u32),
    #[error("the board picture cannot be written as PNG: {0}")]
    Png(String),
}

/// The largest picture drawn (pixels a side): a bound on the memory a picture takes.
const MAX_SIDE: u32 = 8000;

fn fontdb() -> Arc<usvg::fontdb::Database> {
    static DB: OnceLock<Arc<usvg::fontdb::Database>> = OnceLock::new();
    DB.get_or_init(|| {
        let mut db = usvg::fontdb::Database::new();
        for f in FONTS {
            db.load_font_data(f.to_vec());
        }
        db.set_sans_serif_family(FONT_FAMILY);
        Arc::new(db)
    })
    .clone()
}

fn options() -> usvg::Options<'static> {
    usvg::Options {
        font_family: FONT_FAMILY.to_string(),
        fontdb: fontdb(),
        ..usvg::Options::default()
    }
}

/// Parse an SVG as it will be drawn (also the check that render's SVG is well-formed).
pub fn parse(svg: &str) -> Result<usvg::Tree, PictureError> {
    usvg::Tree::from_str(svg, &options()).map_err(|e| PictureError::Svg(e.to_string()))
}

/// Draw an SVG as PNG, with the bundled fonts only.
pub fn png(svg: &str) -> Result<Vec<u8>, PictureError> {
    let tree = parse(svg)?;
    let size = tree.size().to_int_size();
    let (w, h) = (size.width(), size.height());
    if w > MAX_SIDE || h > MAX_SIDE {
        return Err(PictureError::Size(w, h));
    }
    let mut pixmap = tiny_skia::Pixmap::new(w, h).ok_or(PictureError::Size(w, h))?;
    pixmap.fill(tiny_skia::Color::WHITE);
    resvg::render(&tree, tiny_skia::Transform::default(), &mut pixmap.as_mut());
    pixmap
        .encode_png()
        .map_err(|e| PictureError::Png(e.to_string()))
}

/// A PNG's width and height and its pixels (RGBA, premultiplied), decoded: for tests.
pub fn decode(png: &[u8]) -> Result<(u32, u32, Vec<u8>), PictureError> {
    let p = tiny_skia::Pixmap::decode_png(png).map_err(|e| PictureError::Png(e.to_string()))?;
    Ok((p.width(), p.height(), p.data().to_vec()))
}

/// The text of every `<text>` element of an SVG, in document order (for tests that compare
/// two pictures).
pub fn texts(svg: &str) -> Result<Vec<String>, PictureError> {
    let doc =
        usvg::roxmltree::Document::parse(svg).map_err(|e| PictureError::Svg(e.to_string()))?;
    Ok(doc
        .descendants()
        .filter(|n| n.has_tag_name("text"))
        .map(|n| {
            n.descendants()
                .filter(|d| d.is_text())
                .filter_map(|d| d.text())
                .collect::<String>()
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The bundled font draws text (no system font): a picture with text differs from one
    /// without.
    #[test]
    fn draws_text_with_the_bundled_font() {
        let blank = r#"<svg xmlns="http://www.w3.org/2000/svg" width="80" height="20"></svg>"#;
        let text = r#"<svg xmlns="http://www.w3.org/2000/svg" width="80" height="20"><text x="2" y="15" font-size="14" font-family="DejaVu Sans" font-stretch="condensed">Roma &amp;</text></svg>"#;
        let (a, b) = (png(blank).unwrap(), png(text).unwrap());
        let (w, h, pa) = decode(&a).unwrap();
        assert_eq!((w, h), (80, 20));
        let (_, _, pb) = decode(&b).unwrap();
        assert!(pa != pb, "the text was not drawn: no font?");
        assert_eq!(texts(text).unwrap(), vec!["Roma &".to_string()]);
        assert!(parse("<svg").is_err());
    }
}
