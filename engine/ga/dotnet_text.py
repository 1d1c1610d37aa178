""".NET's string rules where they differ from Python's: case mapping, white space, UTF-16 lengths, int.TryParse.

- Case: `ToLowerInvariant`/`ToUpperInvariant` map one char to one char (simple case mapping), where
  Python's `lower()`/`upper()` use full mappings (İ lowers to two characters, ß uppers to SS); the
  OrdinalIgnoreCase comparisons compare char by char after upper-casing, so indexes stay those of
  the original string.
- White space: `char.IsWhiteSpace` (used by `Trim` and `IsNullOrWhiteSpace`) is Unicode's White_Space,
  which leaves out U+001C-U+001F that Python's `isspace()` and `strip()` include.
- Lengths: a .NET string counts UTF-16 code units: an emoji or 𝄪 counts 2, and `s[..n]` can cut one
  in two (the half stays, as a lone surrogate).
- Integers: `int.TryParse` with NumberStyles.Integer takes ASCII digits only, an optional sign and
  white space around; Python's `int()` also takes other scripts' digits and underscores.
GA's inputs in the lessons are ASCII or BMP text, where the two agree; a reader's need not be.
"""
from __future__ import annotations

import re
import unicodedata

# char.IsWhiteSpace: the separators Zs, Zl, Zp, and U+0009-U+000D, U+0085
WHITE_SPACE = frozenset("\t\n\v\f\r \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008"
                        "\u2009\u200a\u2028\u2029\u202f\u205f\u3000")
NUMBER_WHITE = "\t\n\v\f\r "  # NumberStyles.AllowLeadingWhite / AllowTrailingWhite
INT32 = (-(2 ** 31), 2 ** 31 - 1)
DOTTED_CAPITAL_I = "\u0130"  # İ: its simple lower-case mapping is i (Python's full one is i + a combining dot)


def lower_invariant(text: str) -> str:
    """`ToLowerInvariant`: each char mapped to one char.

    >>> lower_invariant("ΔC♯İ")
    'δc♯i'
    """
    return "".join(_one_char(c, c.lower()) if c != DOTTED_CAPITAL_I else "i" for c in text)


def upper_invariant(text: str) -> str:
    """`ToUpperInvariant`: each char mapped to one char (ß stays ß).

    >>> upper_invariant("straße")
    'STRAßE'
    """
    whole = text.upper()
    if len(whole) == len(text):  # no char grew, so each was mapped alone (the answers lessons search run long)
        return whole
    return "".join(_one_char(c, c.upper()) for c in text)


def _one_char(char: str, mapped: str) -> str:
    return mapped if len(mapped) == 1 else char


def contains_ignore_case(text: str, word: str) -> bool:
    """`text.Contains(word, StringComparison.OrdinalIgnoreCase)`."""
    return upper_invariant(word) in upper_invariant(text)


def replace_ignore_case(text: str, old: str, new: str) -> str:
    """`text.Replace(old, new, StringComparison.OrdinalIgnoreCase)`: every match, left to right.

    >>> replace_ignore_case("Cmin7 CMIN", "min", "m")
    'Cm7 Cm'
    """
    if not old:
        raise ValueError("replace_ignore_case: the text to replace is empty (.NET throws)")
    upper, target = upper_invariant(text), upper_invariant(old)
    out, start = [], 0
    while (found := upper.find(target, start)) >= 0:
        out += [text[start:found], new]
        start = found + len(old)
    return "".join(out) + text[start:]


def is_blank(text: str | None) -> bool:
    """`string.IsNullOrWhiteSpace`.

    >>> is_blank(" \\u3000"), is_blank("\\x1c")
    (True, False)
    """
    return text is None or all(c in WHITE_SPACE for c in text)


def trim(text: str) -> str:
    """`Trim()`: .NET's white space off both ends."""
    return text.strip("".join(WHITE_SPACE))


def trim_start(text: str) -> str:
    """`TrimStart()`."""
    return text.lstrip("".join(WHITE_SPACE))


def trim_end(text: str) -> str:
    """`TrimEnd()`."""
    return text.rstrip("".join(WHITE_SPACE))


LINE_ENDINGS = ("\r\n", "\r", "\n", "\f", "\x85", "\u2028", "\u2029")  # ReplaceLineEndings' (CRLF first)
LINE_ENDING = re.compile("|".join(map(re.escape, LINE_ENDINGS)))  # leftmost, CRLF before CR


def replace_line_endings(text: str, newline: str = "\n") -> str:
    """`ReplaceLineEndings(newline)`: CRLF, CR, LF, FF, NEL, LS and PS each become `newline`.

    >>> replace_line_endings("a\\r\\nb\\rc\\u2028d")
    'a\\nb\\nc\\nd'
    """
    return LINE_ENDING.sub(lambda _: newline, text)


def utf16_length(text: str) -> int:
    """`string.Length`.

    >>> utf16_length("C♯"), utf16_length("C𝄪")
    (2, 3)
    """
    return len(text.encode("utf-16-le", "surrogatepass")) // 2  # astral characters take two units


def utf16_prefix(text: str, units: int) -> str:
    """`text[..units]`: the first code units, an astral character cut in two kept as its high surrogate.

    >>> utf16_prefix("ab𝄪c", 3) == "ab\\ud834"
    True
    """
    out, used = [], 0
    for c in text:
        width = 2 if ord(c) > 0xFFFF else 1
        if used + width > units:
            if used < units:  # half of a surrogate pair
                out.append(chr(0xD800 + ((ord(c) - 0x10000) >> 10)))
            break
        out.append(c)
        used += width
    return "".join(out)


def try_parse_int(text: str) -> int | None:
    """`int.TryParse(text, NumberStyles.Integer, InvariantCulture)`: the value, or None.

    >>> try_parse_int(" -3 "), try_parse_int("+12"), try_parse_int("٣"), try_parse_int("1_0"), try_parse_int("2147483648")
    (-3, 12, None, None, None)
    """
    body = text.strip(NUMBER_WHITE)
    digits = body[1:] if body[:1] in ("+", "-") else body
    if not digits or not all("0" <= c <= "9" for c in digits):
        return None
    value = int(body)
    return value if INT32[0] <= value <= INT32[1] else None


def is_control(char: str) -> bool:
    """`char.IsControl`: the C0 and C1 control characters."""
    return unicodedata.category(char) == "Cc"
