"""Numbers in prose, formatted for the page's language: 15,360 / 15.360 / 15 360.

French groups thousands with a narrow no-break space (U+202F, as CLDR does) and Spanish and
French write a decimal comma. Spanish, like CLDR, leaves four-digit numbers ungrouped (1360).
"""
from __future__ import annotations

import re

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


# A number in a run of them the program printed: "0.67", "-0.5", "15360", "1.5e-8" (not "Sharp2", not "0-23")
PRINTED_NUMBER = re.compile(r"(?<![\w.-])(-?)(\d+)(?:\.(\d+))?(?:e(-?\d+))?(?![\w.]|-\d)")
SUPERSCRIPTS = str.maketrans("-0123456789", "\u207b\u2070\u00b9\u00b2\u00b3\u2074\u2075\u2076\u2077\u2078\u2079")


def reader_numbers(text: str, lang: str, separators: Separators | None = None, semicolon: str = "; ") -> str:
    """Numbers the program printed in a format of its own, with the same digits written the reader's way.

    A number in scientific notation is written with a power of ten; where the decimal mark is a
    comma, the commas between numbers become semicolons (`semicolon`, as the reader's language spaces one).

    >>> reader_numbers("1 0 0.5 -0.83", "es"), reader_numbers("1.5e-8", "fr"), reader_numbers("(0, 15360)", "fr")
    ('1 0 0,5 -0,83', '1,5 × 10⁻⁸', '(0, 15\u202f360)')
    >>> reader_numbers("Aeolian=0.43, LydianAugmentedSharp2=0.67", "es")
    'Aeolian=0,43; LydianAugmentedSharp2=0,67'
    """
    def written(found: re.Match) -> str:
        sign, whole, fraction, exponent = found.groups()
        value = float(f"{sign}{whole}.{fraction}") if fraction else int(sign + whole)
        number = format_number(value, lang, len(fraction) if fraction else None, separators)
        return f"{number} × 10{exponent.translate(SUPERSCRIPTS)}" if exponent else number

    shown = PRINTED_NUMBER.sub(written, text)
    decimal_comma = (separators or SEPARATORS[lang])[1] == "," and any(f[2] for f in PRINTED_NUMBER.findall(text))
    return shown.replace(", ", semicolon) if decimal_comma else shown


def format_printed(text: str, lang: str, separators: Separators | None = None) -> str:
    """A figure the program printed as text: a number alone, in its own format, written the reader's way; other text as is.

    >>> format_printed("1.5e-8", "es"), format_printed("1.20", "fr"), format_printed("x-3-2-0-1-0", "fr")
    ('1,5 × 10⁻⁸', '1,20', 'x-3-2-0-1-0')
    """
    return reader_numbers(text, lang, separators) if PRINTED_NUMBER.fullmatch(text) else text


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
