"""Lesson 14, "What the substitution skill answers": ChordSubstitutionSkill, its MCP tools and domain.chordSubstitutions.

ChordSubstitutionSkill answers without a model: for one chord it lists the nearest chords by
Grothendieck ICV distance, for two it names their relationship; ga_chord_substitutions and
ga_chord_compare, the SKILL.md path's tools, run the same code. The DSL closure ranks a key's
chords by common tones instead. The probe (the course's Lesson14.cs) asks the skill its example
prompts, one chord of each quality on the 12 roots, pairs a textbook names and four more phrasings,
then calls the tools and the closure, at the pin through ga_dsl_eval and as 6baf32e's closure runs.
GA is asked at the pin only; 6baf32e is a column inside it.
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from ..ga.atonal import COST_PER_STEP
from ..ga.dsl.domain import execute
from ..ga.dsl.registry import GaError
from ..ga.mcp.chord_substitution import compare_chords, get_substitutions
from ..ga.mcp.dsl_eval import eval_closure, get_closure_schema, list_closures
from ..ga.routing import ChatbotHost
from ..ga.routing.skills.chord_substitution import (MAX_DISTANCE, NEIGHBOR_RADIUS, SHOWN, chords_in, delta_l1,
                                                    interval_class_vector, substitutes, text)
from ..ga.routing.skills.gates import can_handle, gates
from ..ga.tonal.key_identification import PIN, V6BAF32E
from ..pictures.pc_clocks import neighbors_svg
from ..music.spelling import pretty
from ..table import Column, ForReader, Join, Line, Quote, Table, grid, per, phrase
from .l11 import VERSIONS
from .names import signs

TITLE = "What the substitution skill answers"
REVISIONS = ("pin",)
INTENT = "skill.chordsubstitution"
SKILL = "ChordSubstitutionSkill"
LIST_HEAD = re.compile(r"^Harmonic substitutions for \*\*(?P<chord>[^*]+)\*\*")
LIST_ITEM = re.compile(r"^- \*\*(?P<name>[^*]+)\*\* — harmonic cost (?P<cost>[\d.]+) \(Δ L1=(?P<l1>\d+)\)")
PAIR_HEAD = re.compile(r"^\*\*(?P<a>[^*]+)\*\* → \*\*(?P<b>[^*]+)\*\* relationship analysis:")
LABEL = re.compile(r"^★+ \*\*(?P<type>[^*]+)\*\*")
NAMED = {"Tritone substitution for G7": "Db7", "What's the secondary dominant of Am?": "E7",
         "Show me a backdoor dominant for C major": "Bb7"}  # the chord a textbook gives for the relation named
ROOTS = ("C", "Db", "D", "Eb", "E", "F", "F#", "G", "Ab", "A", "Bb", "B")  # the skill's RootNames
QUALITIES = (  # name, suffix, semitones, the textbook's substitutes (semitones up to their root, suffix)
    ("major", "", (0, 4, 7), ((9, "m"), (4, "m"))),  # vi and iii
    ("minor", "m", (0, 3, 7), ((3, ""), (8, ""))),  # the relative major and bVI
    ("dominant 7th", "7", (0, 4, 7, 10), ((6, "7"), (4, "m7b5"))),  # the tritone sub and viiø7
    ("major 7th", "maj7", (0, 4, 7, 11), ((4, "m7"), (9, "m7"))),
    ("minor 7th", "m7", (0, 3, 7, 10), ((3, "maj7"), (8, "maj7"))),
    ("half-diminished", "m7b5", (0, 3, 6, 10), ((8, "7"), (3, "m7"))),
    ("diminished", "dim", (0, 3, 6), ()),
    ("augmented", "aug", (0, 4, 8), ()),
    ("diminished 7th", "dim7", (0, 3, 6, 9), ()),
)
ICV_PAIRS = (("C", "Am"), ("C", "F#"), ("G7", "Db7"), ("C", "C"))
RELATIONS = (  # name, chord A and chord B (semitones up from the root, suffix), the textbook's word
    ("the same chord twice", (0, ""), (0, ""), "the same chord"),
    ("V7 and I", (7, "7"), (0, ""), "V7 of I"),
    ("v and i", (7, "m"), (0, "m"), "a minor v is not a dominant"),
    ("bVII7 and I", (10, "7"), (0, ""), "backdoor dominant"),
    ("dominant 7ths a tritone apart", (6, "7"), (0, "7"), "tritone substitution"),
    ("relative minor and major", (9, "m"), (0, ""), "relative chords"),
    ("triads a tritone apart", (6, "m"), (0, ""), "no common note"),
    ("viiø7 and V7", (4, "m7b5"), (0, "7"), "viiø7 is V9 without its root"),
)
READING = ("A substitute for G7?", "Substitute for B♭7", "Substitute for Cmin7",
           "Suggest substitutions for G7 in a ii-V-I")  # the last: GA's prompt corpus, prompts.yaml line 206
CLOSURE = "domain.chordSubstitutions"
PARTIAL_INPUTS = ({"symbol": "Am"}, {"symbol": "Am", "key": "C"})
FULL_INPUTS = ({"symbol": "Am", "key": "C", "scale": "major"}, {"symbol": "G7", "key": "C", "scale": "major"},
               {"symbol": "F#7", "key": "B", "scale": "major"})
PICTURED = "G7"  # the tritone substitution's example, whose list has no Db7
OPEN_STEMS = (r"substitut|reharmoni", r"substitut\w*|reharmoni\w*")  # the two stems as the routing hints write them
EXERCISE_PAIRS = (("C", "F"), ("F", "C"))
ANSWER_COLUMNS = (Column("", 1), Column("", 8, heading="version"), Column("", 0, heading="the closure's answer"))
SUBSTITUTIONS = "Substitutions for "
CLOSURE_HEAD = re.compile(r"^Substitutions for \S+ in key of (?P<key>[^:]+):")
SUGGESTION = re.compile(r"^\s+★+\s+(\S+)\s+— (\d+) shared: (.*)$", re.M)
SHARED_NOTE = re.compile(r"(\S+?)\(")
TRITONE_SUB = re.compile(r"◈\s+(?P<chord>\S+)")
NO_KEY = {"symbol": "Bb7"}  # the page's exercise: GaMcpServer's easier-voicings tool passes no key


@dataclass(frozen=True)
class Listed:
    source: str
    names: tuple[str, ...]
    costs: tuple[str, ...]  # "cost 0.60, L1 1"


def as_list(answer: str) -> Listed | None:
    """The course's reading of a list answer: its chord, and each item's name, cost and L1."""
    lines = answer.split("\n")
    head = LIST_HEAD.match(lines[0])
    if head is None:
        return None
    items = [m for m in map(LIST_ITEM.match, lines) if m]
    return Listed(head["chord"], tuple(m["name"] for m in items),
                  tuple(f"cost {m['cost']}, L1 {m['l1']}" for m in items))


def as_pair(answer: str) -> tuple[str, str, tuple[str, ...]] | None:
    """The course's reading of a comparison: the two chords and the labels, in order."""
    lines = answer.split("\n")
    head = PAIR_HEAD.match(lines[0])
    if head is None:
        return None
    return head["a"], head["b"], tuple(m["type"] for m in map(LABEL.match, lines) if m)


def read_chords(answer: str) -> str:
    """The chords an answer is about: the list's chord, the comparison's two, or "" for a refusal."""
    listed, pair = as_list(answer), as_pair(answer)
    return listed.source if listed else " ".join(pair[:2]) if pair else ""


def describe(answer: str):
    """"list for G7: ...", "compares F with C: ...", or the answer's first line."""
    listed = as_list(answer)
    if listed:
        return phrase("list for {chord}: {names}", chord=listed.source, names=" ".join(listed.names))
    pair = as_pair(answer)
    if pair:
        return phrase("compares {a} with {b}: {labels}", a=pair[0], b=pair[1], labels=", ".join(pair[2]))
    return phrase("{line}", line=answer.split("\n")[0])


def described(answer: str):
    """What an answer is, for a reader: GA's list or labels as GA writes them, a refusal quoted."""
    listed, pair = as_list(answer), as_pair(answer)
    if listed:
        return phrase("list for {chord}: {names}", chord=listed.source, names=" ".join(listed.names))
    if pair:
        return phrase("compares {a} with {b}: {labels}", a=pair[0], b=pair[1], labels=Quote(", ".join(pair[2])))
    return Quote(answer.split("\n")[0])


def symbol(chord: str):
    """A chord of ours (not GA's) as a reader reads it: "Db7" -> "D♭7"."""
    root = chord[:2] if chord[1:2] in ("b", "#") else chord[:1]
    return phrase("{chord}", chord=pretty(root) + chord[len(root):].replace("b5", "♭5"))


def program_row(printed: list, *read) -> tuple:
    """A row a reader reads cell by cell; the program prints its lines in the first cell, nothing in the others."""
    first, *rest = read
    return (ForReader(Join("\n", tuple(printed)), first), *(ForReader("", cell) for cell in rest))


def reader_grid(headings: list, rows: list[tuple]):
    """A grid the program prints as lines (no header, no padding) and a reader reads as a table under `headings`."""
    return grid([Column("", 0, heading=h) for h in headings], rows, header=False)


@dataclass(frozen=True)
class Lesson14:
    """The chatbot host's substitution intent, the skill's MCP tools, and the closure at the pin and at 6baf32e."""

    host: ChatbotHost

    def ask(self, message: str) -> str:
        return self.host.call_skill(SKILL, message).result

    def closure(self, version: str, inputs: dict[str, str]) -> str:
        if version == PIN:
            return eval_closure(CLOSURE, inputs).answer
        return self.direct(version, inputs)

    def direct(self, version: str, inputs: dict[str, str]) -> str:
        """The closure run directly, as GaMcpServer runs it: no required inputs."""
        result = execute(CLOSURE, inputs, version)
        return f"error: {result}" if isinstance(result, GaError) else result


def model(at: str) -> Lesson14:
    return Lesson14(ChatbotHost(at))


def example_prompts(ga: Lesson14) -> Table:
    "The skill's twelve example prompts: CanHandle's verdict, and what the answer is."
    intent = ga.host.intent(INTENT)
    parts, figures = [phrase("{intent}: {skill}, {n} example prompts", intent=intent.id, skill=intent.cls,
                             n=len(intent.prompts))], {}
    accepted, ignored, rows = [], 0, []
    for prompt in intent.prompts:
        accepts = can_handle(SKILL, prompt)
        accepted += [prompt] * accepts
        answer = ga.ask(prompt)
        printed = [phrase('"{prompt}"  CanHandle {accepts}', prompt=prompt, accepts=accepts),
                   phrase("  {answer}", answer=describe(answer))]
        figures |= per(slug(prompt), read=read_chords(answer))
        if prompt in NAMED:
            printed.append(phrase("  the textbook answer: {chord}", chord=NAMED[prompt]))
        rows.append(program_row(printed, Quote(prompt), accepts, described(answer),
                                symbol(NAMED[prompt]) if prompt in NAMED else ""))
        if prompt in NAMED:
            listed = as_list(answer)
            figures |= per(slug(prompt), textbook=NAMED[prompt],
                           listed=NAMED[prompt] in (listed.names if listed else ()))
            ignored += bool(listed) and listed.names == as_list(ga.ask(f"Substitute for {listed.source}")).names
    opened = [p for p in intent.prompts if can_handle_open_stems(p)]
    figures |= {"prompts": len(intent.prompts), "can_handle": len(accepted), "accepted": " / ".join(accepted),
                "named": len(NAMED), "relation_ignored": ignored, "open_stems": len(opened),
                "open_stems_rejected": " / ".join(p for p in intent.prompts if p not in opened)}
    parts += [reader_grid(["prompt", "CanHandle", "what the skill answers", "the textbook's chord"], rows),
              Line("CanHandle accepts {can_handle} of {prompts}")]
    return Table("The skill's own example prompts", parts, figures)


def can_handle_open_stems(prompt: str) -> bool:
    """CanHandle with its two stems let run on, as the routing hints write them (the page's exercise)."""
    g = gates(SKILL)
    substitute = re.compile(g["substitute"].pattern.replace(*OPEN_STEMS), g["substitute"].flags)
    return bool(g["chord_symbol"].search(prompt)) and bool(substitute.search(prompt) or g["comparison"].search(prompt))


def tones(chord: str) -> set[int]:
    """The course's pitch classes of a chord the skill names: the last root of ROOTS it starts with, and a suffix."""
    suffixes = {q[1]: q[2] for q in QUALITIES}
    root = max(i for i, r in enumerate(ROOTS) if chord.startswith(r) and chord[len(r):] in suffixes)
    return {(root + t) % 12 for t in suffixes[chord[len(ROOTS[root]):]]}


def shared(a: str, b: str) -> int:
    return len(tones(a) & tones(b))


def one_chord(ga: Lesson14) -> Table:
    "\"Substitute for <chord>\" on the 12 roots of nine qualities: the chords listed, the textbook's, the notes shared."
    parts, figures, costs, same, asked, paid, rows = [], {}, set(), 0, 0, set(), []
    for quality, suffix, _tones, textbook in QUALITIES:
        named, counts, found = [], Counter(), []
        for root in range(12):
            chord = ROOTS[root] + suffix
            listed = as_list(ga.ask(f"Substitute for {chord}"))
            named += [n for n in listed.names if n not in named]
            counts.update(shared(chord, n) for n in listed.names)
            costs.update(listed.costs)
            found += [ROOTS[root]] * any(ROOTS[(root + up) % 12] + s in listed.names for up, s in textbook)
            tool = get_substitutions(chord).substitutions
            asked += 1
            paid.update((s.cost, s.l1) for s in tool)
            same += (tuple(s.name for s in tool) == listed.names
                     and tuple(f"cost {s.cost:.2f}, L1 {s.l1}" for s in tool) == listed.costs)
        subs = ", ".join(ROOTS[up] + s for up, s in textbook)
        shares = Join(", ", tuple(phrase("{notes} for {chords}", notes=k, chords=counts[k]) for k in sorted(counts)))
        printed = [phrase("{quality} ({first} ... {last}): the {roots} lists name {n} chords, {chords}",
                          quality=phrase(quality), first="C" + suffix, last="B" + suffix, roots=12, n=len(named),
                          chords=" ".join(named)),
                   phrase("  a textbook substitute listed for {found} of {roots} roots, e.g. for {chord}: {subs}",
                          found=len(found), roots=12, chord="C" + suffix, subs=subs) if textbook
                   else phrase("  no textbook substitute of the same size"),
                   phrase("  notes each listed chord shares with its source: {counts}", counts=shares)]
        found_for = (phrase("{found} of {roots}; for {chord}: {subs}", found=len(found), roots=12, chord="C" + suffix,
                            subs=Join(", ", tuple(symbol(ROOTS[up] + s) for up, s in textbook))) if textbook
                     else phrase("none of the same size"))
        by_notes = Join(", ", tuple(phrase("{chords} share {notes}", notes=k, chords=counts[k]) for k in sorted(counts)))
        rows.append(program_row(printed, phrase("{quality} ({first} … {last})", quality=phrase(quality),
                                                first="C" + suffix, last="B" + suffix),
                                phrase("{n}: {chords}", n=len(named), chords=" ".join(named)), found_for, by_notes))
        figures |= per(slug(quality), named=len(named), textbook_found=len(found), none_shared=counts[0],
                       listed=sum(counts.values()), chords=" ".join(named), found_roots=" ".join(found))
    figures |= {"same_from_tool": same, "asked": asked, "costs": "; ".join(sorted(costs)), "roots": len(ROOTS),
                "qualities": len(QUALITIES), "cost_per_step": COST_PER_STEP, "shown": SHOWN,
                "max_distance": MAX_DISTANCE, "with_textbook": sum(1 for q in QUALITIES if q[3])}
    if len(paid) == 1:  # the one cost and L1 every list shows
        figures["listed_cost"], figures["listed_l1"] = next(iter(paid))
    one_price = len(paid) == 1 and costs == {f"cost {cost:.2f}, L1 {l1}" for cost, l1 in paid}
    parts += [reader_grid(["chord type", phrase("the chords its {roots} lists name", roots=12),
                           "a textbook substitute listed, on roots",
                           "the listed chords, by the notes they share with the chord"], rows),
              Line("Cost and L1 of every listed chord: cost {listed_cost:.2f}, L1 {listed_l1}" if one_price
                   else "Cost and L1 of every listed chord: {costs}"),  # one price: a number each language writes
              Line("ga_chord_substitutions returns the same chords, costs and L1 for {same_from_tool} of {asked} chords")]
    deltas = []
    for a, b in ICV_PAIRS:
        first, second = chords_in(a)[0], chords_in(b)[0]
        l1 = delta_l1(first, second)
        va, vb = vector_text(first.mask), vector_text(second.mask)
        deltas.append(program_row([phrase("ICV {a} {va}, {b} {vb}: ComputeDelta(...).L1Norm = {l1}", a=a, b=b, l1=l1,
                                          va=va, vb=vb)],
                                  phrase("{a} and {b}", a=symbol(a), b=symbol(b)), phrase("{va}, {vb}", va=va, vb=vb),
                                  phrase("{l1}", l1=l1)))
        figures |= per(slug(f"{a} {b}"), l1=l1)
    parts.append(reader_grid(["chords", "their interval-class vectors", "ComputeDelta(...).L1Norm"], deltas))
    g7 = chords_in(PICTURED)[0]
    same_vector = [s.name for s in substitutes(g7, limit=None)
                   if interval_class_vector(s.mask) == interval_class_vector(g7.mask)]
    figures |= {"g7_class": len(same_vector) + 1, "before_db7": same_vector.index(NAMED["Tritone substitution for G7"])}
    rows = [(tuple(sorted(tones(n))), n, int(c.split("L1 ")[1]))
            for n, c in zip(as_list(ga.ask(f"Substitute for {PICTURED}")).names,
                            as_list(ga.ask(f"Substitute for {PICTURED}")).costs)]
    picture = neighbors_svg(PICTURED, tuple(sorted(g7.pitch_classes)), rows, listed_by=SKILL)
    return Table(phrase('One chord: "Substitute for <chord>" on the {roots} roots', roots=12), parts, figures,
                 {"g7": picture})


def vector_text(mask: int) -> str:
    """A vector as the course prints it: "<001110>"."""
    return "<" + "".join(str(n) for n in interval_class_vector(mask)) + ">"


def two_chords(ga: Lesson14) -> Table:
    "\"How are <A> and <B> related?\" for eight pairs a textbook names, on the 12 roots; ga_chord_compare beside."
    rows, figures = [], {}
    for relation, (up_a, suffix_a), (up_b, suffix_b), textbook in RELATIONS:
        labels, agree = Counter(), 0
        for root in range(12):
            a, b = ROOTS[(root + up_a) % 12] + suffix_a, ROOTS[(root + up_b) % 12] + suffix_b
            found = as_pair(ga.ask(f"How are {a} and {b} related?"))[2]
            labels[", ".join(found)] += 1
            agree += tuple(r.type for r in compare_chords(a, b).relationships) == found
        example_a, example_b = ROOTS[up_a] + suffix_a, ROOTS[up_b] + suffix_b
        printed = [phrase("{relation}, e.g. {a} and {b}: common notes {shared}; textbook: {textbook}",
                          relation=phrase(relation), a=example_a, b=example_b, shared=shared(example_a, example_b),
                          textbook=phrase(textbook)),
                   *(phrase("  {count} of {roots} roots: {labels}", count=n, roots=12, labels=key)
                     for key, n in labels.items()),
                   phrase("  ga_chord_compare gives the same labels for {agree} of {roots}", agree=agree, roots=12)]
        rows.append(program_row(printed, phrase(signs(relation)),
                                phrase("{a} and {b}", a=symbol(example_a), b=symbol(example_b)),
                                shared(example_a, example_b), phrase(textbook),
                                Join("; ", tuple(phrase("{count} of {roots}: {labels}", count=n, roots=12,
                                                        labels=Quote(key)) for key, n in labels.items())),
                                phrase("{agree} of {roots}", agree=agree, roots=12)))
        figures |= per(slug(relation), labels=" | ".join(labels), agree=agree,
                       shared=shared(example_a, example_b))
    figures |= {"neighbor_radius": NEIGHBOR_RADIUS, "pairs": len(RELATIONS)}
    for a, b in EXERCISE_PAIRS:  # the page's exercise: one pair both ways
        figures |= per(slug(f"{a} {b}"), labels=", ".join(as_pair(ga.ask(f"How are {a} and {b} related?"))[2]))
    parts = [reader_grid(["pair", "for example", "notes in common", "the textbook's word", "the skill's labels, on roots",
                          "ga_chord_compare the same, on roots"], rows)]
    return Table(phrase('Two chords: "How are <A> and <B> related?" on the {roots} roots', roots=12), parts, figures)


def reading(ga: Lesson14) -> Table:
    "What the skill reads as a chord in four more phrasings; the SKILL.md's min7 and the tool's answer to it."
    rows, figures = [], {}
    for prompt in READING:
        answer, accepts = ga.ask(prompt), can_handle(SKILL, prompt)
        printed = [phrase('"{prompt}"  CanHandle {accepts}, {length} characters', prompt=prompt, accepts=accepts,
                          length=len(answer)),
                   phrase("  {answer}", answer=describe(answer))]
        rows.append(program_row(printed, Quote(prompt), accepts, len(answer), described(answer)))
        figures |= per(slug(prompt), length=len(answer), read=read_chords(answer))
    error = get_substitutions("Cmin7").error
    figures |= {"tool_refuses_cmin7": error is not None, "prompts": len(READING)}
    min7 = text("skill_md_min7").template
    parts = [reader_grid(["prompt", "CanHandle", "characters in the answer", "what the skill answers"], rows),
             ForReader(phrase("SKILL.md: {line}", line=min7), phrase("SKILL.md: {line}", line=Quote(min7))),
             ForReader(phrase('ga_chord_substitutions("Cmin7"): {error}', error=error),
                       phrase('ga_chord_substitutions("Cmin7"): {error}', error=Quote(error)))]
    return Table("What the skill reads as a chord", parts, figures)


def closure_answers(ga: Lesson14) -> Table:
    "domain.chordSubstitutions: its schema, the inputs marked optional, and its answers at the pin and at 6baf32e."
    schema = get_closure_schema(CLOSURE)
    parts = [reader_grid(["input", "its type, as the schema declares it"],
                         [program_row([phrase("input  {name}: {type}", name=name, type=declared)],
                                      phrase("{name}", name=name), Quote(declared))
                          for name, declared in schema.input_schema])]
    optional = [f"{c.name}.{name}" for c in list_closures() for name, declared in get_closure_schema(c.name).input_schema
                if "?" in declared or "optional" in declared.lower()]
    parts.append(phrase("{n} inputs of {closures} closures are marked optional: {inputs}", n=len(optional),
                        closures=len(list_closures()), inputs=", ".join(optional)))
    figures = {"optional": len(optional), "closures": len(list_closures())}
    parts.append(grid(ANSWER_COLUMNS, [], header=False))  # heads the answers' table for a reader; prints nothing
    for inputs in (*PARTIAL_INPUTS, *FULL_INPUTS):
        parts.append(phrase("{inputs}", inputs=", ".join(f"{k}={v}" for k, v in inputs.items())))
        answers = {version: ga.closure(version, inputs) for _, version in VERSIONS}
        rows = []
        for label, version in VERSIONS:
            if version == V6BAF32E and inputs in FULL_INPUTS and answers[PIN] == answers[V6BAF32E]:
                rows.append(("", label, phrase("the same")))
                continue
            first, *rest = answers[version].split("\n")
            rows += [("", label, ga_line(first)), *(("", "", ga_line(line)) for line in rest)]
        parts.append(grid(ANSWER_COLUMNS, rows, header=False))
        answered = answers[PIN] if answers[PIN].startswith(SUBSTITUTIONS) else answers[V6BAF32E]
        figures |= per(slug("_".join(inputs.values())), pin_error=answers[PIN].startswith("missing-required-arg"),
                       same=answers[PIN] == answers[V6BAF32E], **suggestions(answered),
                       renamed=renamed(answers[PIN], answers[V6BAF32E]))
    figures |= per("no_key", **suggestions(ga.direct(PIN, NO_KEY)))  # the exercise: GaMcpServer's call at the pin
    return Table(phrase("{closure}, through ga_dsl_eval at {pin} and as it is on main", closure=CLOSURE,
                        pin=VERSIONS[0][0]), parts, figures)


def ga_line(line: str) -> ForReader:
    """A line of the closure's answer: as printed, and quoted for a reader without its indent."""
    return ForReader(line.rstrip(), Quote(line.strip()))


def suggestions(answer: str) -> dict[str, str]:
    """The closure's answer read back: its key, each chord with the notes it shares, the shared notes' names, the
    tritone substitute."""
    rows = SUGGESTION.findall(answer)
    notes = [note for *_, shared in rows for note in SHARED_NOTE.findall(shared)]
    tritone = TRITONE_SUB.search(answer)
    return {"key": CLOSURE_HEAD.match(answer)["key"], "ranked": ", ".join(f"{c} {n}" for c, n, _ in rows),
            "notes": " ".join(dict.fromkeys(notes)), "tritone_sub": tritone["chord"] if tritone else ""}


def renamed(pin: str, later: str) -> str:
    """What 6baf32e writes otherwise than the pin, word for word: "F(m7/TT) → F(m7/d5)"; "" if either failed."""
    if not (pin.startswith(SUBSTITUTIONS) and later.startswith(SUBSTITUTIONS)):
        return ""
    changes = [f"{a} → {b}" for a, b in zip(pin.split(), later.split(), strict=True) if a != b]
    return "; ".join(dict.fromkeys(changes))


QUESTIONS = [example_prompts, one_chord, two_chords, reading, closure_answers]


def slug(text: str) -> str:
    """A prompt, a quality or a pair in figure names: "dominant 7th" -> "dominant_7th"."""
    text = text.lower().replace("♭", "b").replace("ø", "hd").replace("°", "o")
    return re.sub(r"[^a-z0-9#]+", "_", text).strip("_").replace("#", "s")
