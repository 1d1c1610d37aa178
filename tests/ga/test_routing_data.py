"""The GA data the routing model quotes: counts, order, ids, patterns, headers."""
import re
from pathlib import Path

import pytest

from engine.ga.routing import hint_rules
from engine.ga.routing.data import DATA, dotnet_regex, gates, rows
from engine.ga.routing.prompts import intents
from engine.ga.routing.skill_md import parsed_skill_mds, skill_mds

DATA_FILES = sorted(p.name for p in Path(DATA).glob("*.tsv"))


def test_twenty_one_hint_rules():
    """Assert DefaultRoutingHintProvider has 21 rules for 20 intents, skill.chordinfo twice, transpose last."""
    rules = hint_rules()
    assert len(rules) == 21
    assert len({r.intent for r in rules}) == 20
    assert [r.intent for r in rules].count("skill.chordinfo") == 2
    assert (rules[-1].lines, rules[-1].intent) == ("257-259", "skill.transpose")


def test_every_hint_pattern_ignores_case():
    """Assert every hint rule compiled with IGNORECASE, as GA's IgnoreCase | Compiled."""
    assert all(r.pattern.flags & re.IGNORECASE for r in hint_rules())


@pytest.mark.parametrize("owner", sorted({row[0] for row in rows("predicates.tsv", 5)}))
def test_every_gate_compiles(owner):
    """Assert each owner's gates load: every regex compiles, every word list is non-empty."""
    loaded = gates(owner)
    assert loaded
    assert all(isinstance(v, re.Pattern) or (v and all(isinstance(w, str) for w in v)) for v in loaded.values())


@pytest.mark.parametrize("pattern, python", [
    (r"(?<root>[A-G])", "(?P<root>[A-G])"),
    (r"(?<![A-Za-z])(?<note>x)", "(?<![A-Za-z])(?P<note>x)"),
    (r"(?<=a)b", "(?<=a)b"),
])
def test_named_groups_translate(pattern, python):
    """Assert .NET named groups become Python's (?P<...>) and lookbehinds stay."""
    assert dotnet_regex(pattern).pattern == python


def test_eighteen_skill_md_skills():
    """Assert 18 SKILL.md files load, all with triggers, in full-path order, with unique names."""
    loaded = skill_mds()
    assert len(loaded) == len(parsed_skill_mds()) == 18
    assert [s.path for s in loaded] == sorted(s.path for s in loaded)
    assert len({s.name for s in loaded}) == 18


def test_triggers_are_lowercase_and_long_enough():
    """Assert every loaded trigger is lowercase and at least 3 characters, none repeated in a skill."""
    for skill in skill_mds():
        assert all(t == t.lower() and len(t) >= 3 for t in skill.triggers)
        assert len(set(skill.triggers)) == len(skill.triggers)


@pytest.mark.parametrize("at, registered, with_prompts, total, unknown", [
    ("pin", 36, 35, 420, 0),
    ("main", 36, 36, 425, 5),
])
def test_example_prompt_counts(at, registered, with_prompts, total, unknown):
    """Assert the intents and prompt counts per revision (main: five FretSpan prompts, inferred)."""
    found = intents(at)
    assert len(found) == registered
    assert sum(i.prompt_count > 0 for i in found) == with_prompts
    assert sum(i.prompt_count for i in found) == total
    assert sum(i.unknown_prompts for i in found) == unknown


@pytest.mark.parametrize("intent_id, count", [
    ("skill.chordinfo", 32), ("skill.modes", 37), ("skill.fretspan", 0), ("skill.transpose", 13),
    ("skill.grothendieckparse", 10), ("algebra", 13), ("tab.analyze", 4), ("voicing", 11),
])
def test_prompts_per_intent_at_the_pin(intent_id, count):
    """Assert the number of example prompts some intents declare at the pin."""
    assert {i.id: len(i.prompts) for i in intents("pin")}[intent_id] == count


def test_intent_ids_are_unique_and_ordered():
    """Assert 36 unique intent ids: 32 skills in GaPlugin order, then the four other intents."""
    ids = [i.id for i in intents("pin")]
    assert len(set(ids)) == 36
    assert ids[:2] == ["skill.chordinfo", "skill.scaleinfo"] and ids[12] == "skill.transpose"
    assert ids[-4:] == ["algebra", "tab.optimize", "tab.analyze", "voicing"]


@pytest.mark.parametrize("filename", DATA_FILES)
def test_data_headers_name_source_format_and_license(filename):
    """Assert each data file's header gives its source commit, its row format and GA's MIT notice."""
    lines = (Path(DATA) / filename).read_text(encoding="utf-8").splitlines()
    header = lines[:next(n for n, line in enumerate(lines) if not line.startswith("#"))]  # the rows' hashes end the file
    text = "\n".join(header)
    assert "c781df5c" in text and "Format:" in text
    assert "Copyright (c) GuitarAlchemist contributors, MIT License" in text
    assert "LICENSE" in header[-1]
