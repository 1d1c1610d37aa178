"""A figure as a page shows it: the engine's value, written the way the page's language writes numbers.

It compares and computes as its value, so a claim reads like arithmetic
(`value("candidates.exact") == value("candidates.total")`) and prints formatted.
"""
from __future__ import annotations

import operator
from typing import Callable

from .reports import api


class Shown:
    """A value and the language it is shown in."""

    __slots__ = ("value", "language", "decimals", "separators")

    def __init__(self, value, language: str, decimals: int | None = None, separators: tuple | None = None):
        self.value, self.language, self.decimals, self.separators = value, language, decimals, separators

    def __str__(self) -> str:
        value = self.value
        if isinstance(value, str):  # a literal, or a number the program printed as text ("1.5e-8")
            return api().format_printed(value, self.language, self.separators)
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return str(value)
        return api().format_number(value, self.language, self.decimals, self.separators)  # the engine as now imported

    def __repr__(self) -> str:
        return f"{self.value!r}"

    def __bool__(self) -> bool:
        return bool(self.value)

    def __hash__(self) -> int:
        return hash(self.value)

    def __int__(self) -> int:
        return int(self.value)

    def __float__(self) -> float:
        return float(self.value)

    def __round__(self, digits: int | None = None):
        return round(self.value, digits)


def _raw(x):
    return x.value if isinstance(x, Shown) else x


def _compare(op: Callable) -> Callable:
    return lambda self, other: op(self.value, _raw(other))


def _compute(op: Callable, reflected: bool = False) -> Callable:
    def method(self, other):
        a, b = (_raw(other), self.value) if reflected else (self.value, _raw(other))
        return Shown(op(a, b), self.language, self.decimals, self.separators)
    return method


for _name, _op in {"eq": operator.eq, "ne": operator.ne, "lt": operator.lt, "le": operator.le,
                   "gt": operator.gt, "ge": operator.ge}.items():
    setattr(Shown, f"__{_name}__", _compare(_op))
for _name, _op in {"add": operator.add, "sub": operator.sub, "mul": operator.mul,
                   "truediv": operator.truediv, "floordiv": operator.floordiv, "mod": operator.mod}.items():
    setattr(Shown, f"__{_name}__", _compute(_op))
    setattr(Shown, f"__r{_name}__", _compute(_op, reflected=True))
