"""GA's numbers as the course's program writes them with .NET's custom formats: vectors, scientific.

`Report.Vec` writes each float with "0.##" and `Lesson3` a double with "0.0e0"
(spareilleux/learn `code/ga-ai/GaAi/Report.cs`, `Lesson3.cs`). .NET first rounds a float to 7
significant digits and a double to 15, then rounds that decimal string half away from zero to
the format's places; doing the same here gives the program's digits where Python's own
rounding (of the exact binary value, half to even) could differ. These strings are literals in
the tables, like a diagram: GA's values as the program printed them.
"""
from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from typing import Iterable

SINGLE, DOUBLE = 7, 15  # significant digits .NET keeps before a custom format


def fixed(value: float, places: int, significant: int = SINGLE) -> str:
    """A number with at most `places` decimals, trailing zeros dropped, as "0.##" writes it.

    >>> fixed(0.8333333, 2), fixed(0.125, 2), fixed(-0.5, 2), fixed(-0.001, 2), fixed(2.0, 2)
    ('0.83', '0.13', '-0.5', '0', '2')
    """
    rounded = Decimal(f"{float(value):.{significant - 1}e}").quantize(Decimal(1).scaleb(-places), ROUND_HALF_UP)
    text = f"{rounded.normalize():f}" if rounded else "0"
    return "0" if text == "-0" else text


def vec(values: Iterable[float]) -> str:
    """`Report.Vec`: floats with up to two decimals, separated by spaces ("1 0 0.5 0.83")."""
    return " ".join(fixed(v, 2) for v in values)


def scientific(value: float) -> str:
    """A double as "0.0e0" writes it: two significant digits, the exponent without padding.

    >>> scientific(1.4901161193847656e-08), scientific(0.00012), scientific(0.0)
    ('1.5e-8', '1.2e-4', '0.0e0')
    """
    if value == 0:
        return "0.0e0"
    digits = Decimal(f"{float(value):.{DOUBLE - 1}e}")
    exponent = digits.adjusted()
    mantissa = digits.scaleb(-exponent).quantize(Decimal("0.1"), ROUND_HALF_UP)
    if abs(mantissa) >= 10:
        mantissa, exponent = mantissa / 10, exponent + 1
    return f"{mantissa}e{exponent}"
