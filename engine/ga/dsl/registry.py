"""The DSL's closure registry: what GaClosureBootstrap.init() registers, and GaError, what a closure fails with.

Follows, at the pin (snapshot c781df5c), `Common/GA.Business.DSL/Closures/GaClosureRegistry.fs` 11-75
(a closure's record: name, category, description, tags, input schema, output type; the global
registry finds a name ignoring case) and `GaAsync.fs` 7-23 (GaError and its ToString). The records
are GA's data, quoted in `data/closures.tsv`; what each closure computes is `domain`.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ..datafile import read_rows
from ..dotnet_text import upper_invariant

DATA = Path(__file__).resolve().parent / "data" / "closures.tsv"
DOMAIN = "Domain"  # the one category ga_dsl_eval exposes


@dataclass(frozen=True)
class Closure:
    """A GaClosure's record, its input schema in F# Map order (ordinal by name)."""

    name: str  # "domain.transposeChord"
    category: str  # Domain, Pipeline, Agent, Io
    description: str
    tags: tuple[str, ...]
    input_schema: tuple[tuple[str, str], ...]  # (input, declared type), e.g. ("semitones", "int")
    output_type: str


@dataclass(frozen=True)
class GaError:
    """GaAsync.GaError: a closure's failure (DomainError or ParseError here), printed as GA prints it."""

    case: str  # "DomainError" or "ParseError"
    message: str
    source: str = ""  # a ParseError's source: "chord", "chord1"...

    def __str__(self) -> str:
        return f"{self.case} [{self.source}]: {self.message}" if self.case == "ParseError" else f"{self.case}: {self.message}"


@lru_cache(maxsize=None)
def closures() -> tuple[Closure, ...]:
    """Every registered closure, in registration order."""
    fields: dict[str, dict[str, list]] = {}
    for name, _where, field, key, value in read_rows(DATA, 5):
        fields.setdefault(name, {}).setdefault(field, []).append((key, value) if field == "input" else value)
    return tuple(Closure(name, f["category"][0], f["description"][0], tuple(f.get("tag", ())),
                         tuple(sorted(f.get("input", ()))), f["output"][0])
                 for name, f in fields.items())


def find(name: str) -> Closure | None:
    """GaClosureRegistry.TryGet: the closure of that name, compared ignoring case."""
    return by_name().get(upper_invariant(name))


@lru_cache(maxsize=None)
def by_name() -> dict[str, Closure]:
    """The registry's dictionary: names upper-cased, as OrdinalIgnoreCase compares them."""
    return {upper_invariant(c.name): c for c in closures()}


def in_category(category: str) -> tuple[Closure, ...]:
    return tuple(c for c in closures() if c.category == category)
