"""GA's prompt corpus: each entry of prompts.yaml as PromptCorpusTests reads it.

Follows, at the pin (snapshot c781df5c), `Tests/Apps/GaChatbot.Api.Tests/Corpus/PromptCorpusTests.cs`:
OneTimeSetUp (96-104) deserializes `Corpus/prompts.yaml` with YamlDotNet, underscored names and
unknown keys ignored, into PromptEntry (493-528). The engine parses the same file (`data/prompts.yaml`)
with PyYAML's base loader, which keeps every scalar a string, and types the fields GA types: a missing
key is None (an absent list is not an empty one), `min_length` an int, `skip` a bool. Only the fields
the text checks and the lessons read are kept; the trace-shape keys are left out.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ...errors import DataError
from ..datafile import read_text
from ..dotnet_text import try_parse_int
from ..modes.catalog import parse_yaml

PROMPTS_YAML = Path(__file__).resolve().parent / "data" / "prompts.yaml"
Strings = tuple[str, ...]


@dataclass(frozen=True)
class Entry:
    """One prompt of the corpus and its invariants; `number` counts from 1 in the file's order."""

    number: int
    prompt: str
    category: str | None = None
    routes_to: str | None = None  # the intent that must answer, e.g. "skill.modes"
    contains: Strings | None = None
    contains_any: Strings | None = None
    not_contains: Strings | None = None
    min_length: int | None = None
    skip: bool = False
    judge: str | None = None  # a rubric for a judge model, in place of substrings

    @property
    def expected(self) -> Strings:
        """The strings the answer must hold: `contains`, then `contains_any`."""
        return (self.contains or ()) + (self.contains_any or ())


@lru_cache(maxsize=None)
def entries() -> tuple[Entry, ...]:
    """Every entry of prompts.yaml, in the file's order."""
    return tuple(entry(n, fields) for n, fields in enumerate(parse_yaml(read_text(PROMPTS_YAML))["prompts"], 1))


def entry(number: int, fields: dict) -> Entry:
    """A PromptEntry from the YAML mapping of one prompt."""
    return Entry(number, fields["prompt"], fields.get("category"), fields.get("routes_to"),
                 strings(fields, "contains"), strings(fields, "contains_any"), strings(fields, "not_contains"),
                 whole_number(fields, "min_length"), flag(fields, "skip"), fields.get("judge"))


def strings(fields: dict, key: str) -> Strings | None:
    value = fields.get(key)
    if value is not None and not isinstance(value, list):
        raise DataError(f"{PROMPTS_YAML.name}: {key} of {fields['prompt']!r} is not a list: {value!r}")
    return None if value is None else tuple(value)


def whole_number(fields: dict, key: str) -> int | None:
    value = fields.get(key)
    number = None if value is None else try_parse_int(value)
    if value is not None and number is None:
        raise DataError(f"{PROMPTS_YAML.name}: {key} of {fields['prompt']!r} is not an integer: {value!r}")
    return number


def flag(fields: dict, key: str) -> bool:
    """A bool as YamlDotNet reads one: true or false, in any case."""
    value = fields.get(key, "false")
    if value.lower() not in ("true", "false"):
        raise DataError(f"{PROMPTS_YAML.name}: {key} of {fields['prompt']!r} is not true or false: {value!r}")
    return value.lower() == "true"
