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


Separators = tuple[str, str, int]  # (thousands, decimal, least digits before grouping)


def format_number(value: int | float, lang: str = "en", decimals: int | None = None,
                  separators: Separators | None = None) -> str:
    """A number as a reader of `lang` writes it (or with the separators given: the site's catalogs).

    >>> format_number(15360, "en"), format_number(15360, "es"), format_number(15360, "fr")
    ('15,360', '15.360', '15\u202f360')
    >>> format_number(0.06, "es", 2), format_number(1360, "es"), format_number(-1234.5, "en", 1)
    ('0,06', '1360', '-1,234.5')
    """
    thousands, point, least = separators or SEPARATORS[lang]
    text = f"{abs(value):.{decimals}f}" if decimals is not None else str(abs(value))
    whole, _, fraction = text.partition(".")
    if len(whole) >= least:
        whole = f"{int(whole):,}".replace(",", thousands)
    sign = "-" if value < 0 and float(text) != 0 else ""
    return sign + whole + (point + fraction if fraction else "")


MOST_DECIMALS = 4  # figures in prose carry at most this many decimals


def number_spellings(value: int | float) -> set[str]:
    """Every way a page could write `value` by hand: each language's, ungrouped, with a plain space (to find typed figures).

    >>> sorted(number_spellings(15360))
    ['15 360', '15,360', '15.360', '15360', '15 360']
    >>> sorted(number_spellings(0.1))
    ['0,1', '0,10', '0,100', '0,1000', '0.1', '0.10', '0.100', '0.1000']
    """
    if isinstance(value, int):
        written = {format_number(value, lang) for lang in SEPARATORS}
        return written | {str(value), format_number(value, "fr").replace(NARROW_NBSP, " ")}
    shortest = min(len(repr(value).partition(".")[2]), 2)  # a long fraction is typed rounded: 1/9 as 0.11
    return {format_number(value, lang, d) for lang in SEPARATORS for d in range(shortest, MOST_DECIMALS + 1)}
