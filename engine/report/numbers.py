"""Numbers in prose, formatted for the page's language: 15,360 / 15.360 / 15 360.

French groups thousands with a narrow no-break space (U+202F, as CLDR does) and Spanish and
French write a decimal comma. Spanish, like CLDR, leaves four-digit numbers ungrouped (1360).
"""
from __future__ import annotations

NARROW_NBSP = "\u202f"

SEPARATORS = {  # language: (thousands, decimal, least digits before grouping)
    "en": (",", ".", 4),
    "es": (".", ",", 5),
    "fr": (NARROW_NBSP, ",", 4),
}


def format_number(value: int | float, lang: str = "en", decimals: int | None = None) -> str:
    """A number as a reader of `lang` writes it.

    >>> format_number(15360, "en"), format_number(15360, "es"), format_number(15360, "fr")
    ('15,360', '15.360', '15\u202f360')
    >>> format_number(0.06, "es", 2), format_number(1360, "es"), format_number(-1234.5, "en", 1)
    ('0,06', '1360', '-1,234.5')
    """
    thousands, point, least = SEPARATORS[lang]
    text = f"{abs(value):.{decimals}f}" if decimals is not None else str(abs(value))
    whole, _, fraction = text.partition(".")
    if len(whole) >= least:
        whole = f"{int(whole):,}".replace(",", thousands)
    sign = "-" if value < 0 and float(text) != 0 else ""
    return sign + whole + (point + fraction if fraction else "")


def number_spellings(value: int | float) -> set[str]:
    """Every way a language of the site writes `value` (to find figures typed by hand)."""
    decimals = None if isinstance(value, int) else len(repr(value).partition(".")[2])
    return {format_number(value, lang, decimals) for lang in SEPARATORS}
