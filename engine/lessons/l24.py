"""Lesson 24, "Set classes and the Grothendieck parser": SetTheoryEquivalenceSkill and GrothendieckParseSkill.

The probe (the course's SetEquivalenceParseProbe.cs) asks both skills their example prompts and
the routing hints they fire, asks the set skill four pairs in ten wordings and every ordered
pair of three-note and of four-note sets in four, gives it sets written in twenty ways, checks
GA's prime forms and Forte labels, then sends the parser and the parse skill one expression per
form the parser's comments name, chords written in different ways, and questions worded in
different ways. Like the course, it reads the skills' markdown answers back. Main asks the same.
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from ..ga.atonal import ITEMS, forte_label, icv_text, members, vector
from ..ga.atonal.forte import prime_form
from ..ga.dsl.grothendieck import OPERATION_CASES, Case
from ..ga.dsl.grothendieck import parse as parse_expression
from ..ga.routing import BOOST, ChatbotHost, hinted_intents, routing_deltas
from ..ga.routing.skills import grothendieck_parse as parse_skill
from ..ga.routing.skills import set_theory_equivalence as sets_skill
from ..ga.routing.skills.atonal_texts import texts
from ..music.pitch_class import OCTAVE, bitmask
from ..music.set_class import all_prime_masks, all_transposition_masks, invert, prime_mask
from ..pictures.drawings import tree as parse_tree
from ..pictures.expression_tree import Node
from ..pictures.set_relation import set_relation_svg
from ..table import ForReader, Join, Line, Quote, Table, grid, per, phrase
from . import l24_data as data
from . import said_at

TITLE = "Set classes and the Grothendieck parser"
SKILLS = {"sets": ("SetTheoryEquivalenceSkill", "skill.settheoryequivalence"),
          "parse": ("GrothendieckParseSkill", "skill.grothendieckparse")}
LABEL_SIZES, LABEL_INDEXES = range(OCTAVE + 1), range(1, 61)  # the labels the course tries: "n-k" and "n-Zk"
FORMS_PER_SET = 2 * OCTAVE  # a set's transpositions and inversions
PICTURED = "pullback(C, invert, G)"  # the expression drawn as a tree
# The words GA's grammar follows with ws1, which finds no space once str has eaten it (GrothendieckOperationsParser.fs
# 250-546), and the forms whose first alternative consumes a name before the word it wanted (FParsec's choice stops there)
SPACED_WORDS = ("define", "natural", "limit", "lim", "colimit", "colim", "truth_value", "subobjects", "restrict", "glue",
                "transpose", "rotate")
NAME_FIRST = ("C tensor G", "C direct_sum G", "C product G", "C coproduct G", "apply Invert to C",
              "Transpose compose Invert", "compose(Transpose, Invert)")
RELATED = (("z_pair", "Z", (0, 1, 4, 6), (0, 1, 3, 7)), ("complement", "∁", (0, 1, 4, 6), (2, 3, 5, 7, 8, 9, 10, 11)),
           ("inclusion", "⊂", (0, 1, 4), (0, 1, 4, 6)))  # the set classes drawn on clocks, and their relation


@dataclass(frozen=True, eq=False)
class Lesson24:
    """GA at one revision, as lesson 24 asks it: the chatbot host and its two skills for set and category theory."""

    at: str
    host: ChatbotHost

    def sets(self, message: str) -> "Verdict":
        """The set skill's answer, read back as the course reads it."""
        return judge(sets_skill.read(message, self.at).text)

    def parse(self, message: str) -> str:
        """The parse skill's answer, read back: its case, or why it names none."""
        return case_of(parse_skill.read(message, self.at).text)

    def says(self, skill: str, message: str):
        return self.sets(message).says if skill == "sets" else said_case(self.parse(message))

    def answered(self, skill: str, message: str) -> bool:
        said = self.sets(message).kind if skill == "sets" else self.parse(message)
        return said not in ("declined", "can't parse")

    def prompts(self, skill: str) -> tuple[str, ...]:
        return self.host.intent(SKILLS[skill][1]).prompts

    def can_handle(self, skill: str, message: str) -> bool:
        return next(s for s in self.host.skills if s.type_name == SKILLS[skill][0]).can_handle(message)


def model(at: str) -> Lesson24:
    return Lesson24(at, ChatbotHost(at))


# ---- Reading the answers, as the course does ----

@dataclass(frozen=True)
class Verdict:
    """An equivalence answer as the course reads it: its kind, the relation it applies, yes or no."""

    kind: str  # "answer", "can't parse" or "declined"
    relation: str
    yes: bool
    text: str

    @property
    def says(self):
        if self.kind != "answer":
            return phrase(self.kind)
        return phrase("yes, {relation}" if self.yes else "no, {relation}", relation=self.relation)

    def set_line(self, label: str) -> tuple[str, str]:
        """A set's line, "- **Set A** `0146` → ICV ..., prime form `{0,1,4,6}`": the set as written, its prime form."""
        parts = next(line for line in self.text.split("\n") if line.startswith(f"- **{label}**")).split("`")
        return parts[1], parts[5]


def judge(text: str) -> Verdict:
    """The verdict from the first verdict head found after a newline."""
    if text.startswith("I couldn't parse"):
        return Verdict("can't parse", "", False, text)
    for head, relation, yes in data.VERDICT_HEADS:
        if "\n" + head in text:
            return Verdict("answer", relation, yes, text)
    return Verdict("declined", "", False, text)


def case_of(text: str) -> str:
    """The case the parse skill names, or "can't parse", "rejected", "declined"."""
    if text.startswith("**Parsed**"):
        return text.split("**AST category**: `")[1].split("`")[0]
    if text.startswith("Couldn't parse") or text.startswith("The parser couldn't"):
        return "can't parse"
    return "rejected" if text.startswith("Expression") else "declined"


def said_case(case: str):
    """A case's name (GA's identifier), or our words for why there is none."""
    return phrase(case) if case in ("can't parse", "rejected", "declined") else case


def parsed(expression: str):
    """What the parser gives: the case's name, or "fails"."""
    operation = parse_expression(expression)
    return operation.name if operation else "fails"


# ---- The course's own tests of a relation between two sets ----

def set_text(mask: int) -> str:
    return ",".join(map(str, members(mask)))


def by_t(a, b):
    """Some transposition maps a onto b."""
    forms = all_transposition_masks()
    return forms[np.asarray(a)] == forms[np.asarray(b)]


def by_ti(a, b):
    """Some inversion followed by a transposition maps a onto b."""
    return by_t(inverted()[np.asarray(a)], b)


@lru_cache(maxsize=1)
def inverted() -> np.ndarray:
    """Each set inverted about C (pc -> -pc), by id."""
    return np.array([invert(m) for m in ITEMS])


def right(relation: str, a, b):
    """The right verdict for the relation a question names, as the skill defines them ("under inversion": T or I)."""
    return by_t(a, b) if relation == "T" else by_t(a, b) | by_ti(a, b)


# ---- The questions ----

def phrasings(ga: Lesson24) -> Table:
    "Both skills' example prompts, and the form the parse skill's failure suggests: what each answers, which hints fire."
    suggested = [f"parse {form}" for form in texts(SKILLS["parse"][0])["failure"].split("`")[3::2]
                 if f"parse {form}" not in ga.prompts("parse")]
    asked = [(p, skill) for skill in SKILLS for p in ga.prompts(skill)] + [(p, "parse") for p in suggested]
    rows, figures = [], {"suggested": ", ".join(suggested)}
    for prompt, skill in asked:
        other = "parse" if skill == "sets" else "sets"
        rows.append((prompt, phrase(skill), ga.says(skill, prompt), ga.says(other, prompt), hints(prompt)))
    lines = [grid([("prompt", 72), ("skill", 6), ("its answer", 18), ("the other's", 14),
                   (phrase("routing hints, {boost:+.2f} each", boost=BOOST), 0)], rows)]
    for skill, (skill_class, intent) in SKILLS.items():
        other = "parse" if skill == "sets" else "sets"
        anchors = ga.prompts(skill)
        counts = {"anchors": len(anchors), "answered": sum(ga.answered(skill, p) for p in anchors),
                  "hinted": sum(intent in routing_deltas(p) for p in anchors),
                  "other_answers": sum(ga.answered(other, p) for p in anchors),
                  "can_handle": sum(ga.can_handle(skill, p) for p in anchors)}
        said = [ga.sets(p).kind if skill == "sets" else ga.parse(p) for p in anchors]
        figures |= per(skill, **counts, hinted_to_transpose=sum("skill.transpose" in routing_deltas(p) for p in anchors),
                       declined_prompts=" / ".join(p for p, k in zip(anchors, said) if k == "declined"),
                       unparsed_prompts=" / ".join(p for p, k in zip(anchors, said) if k == "can't parse"))
        if skill == "sets":
            figures["sets.verdicts"] = " / ".join(verdict_text(ga.sets(p)) for p in anchors)
        lines.append(phrase("{skill}: anchors {anchors}, answered {answered}, hinted toward {intent} {hinted}; "
                            "the other skill answers {other_answers} of them; CanHandle accepts {can_handle}",
                            skill=skill_class, intent=intent, **counts))
    figures["suggested_answered"] = sum(ga.answered("parse", p) for p in suggested)
    return Table(phrase("SetTheoryEquivalenceSkill's and GrothendieckParseSkill's example prompts, {where}",
                        where=said_at(ga.at)), lines, figures)


def relations(ga: Lesson24) -> Table:
    "Four pairs in ten wordings: the relation each answer applies, against the one its question names."
    rows, figures = [("", "", *(phrase(name) for name, _, _ in data.PAIRS))], {}
    for template, relation in data.PHRASINGS:
        cells = []
        for name, a, b in data.PAIRS:
            verdict = ga.sets(template.replace("{a}", a).replace("{b}", b))
            wrong = verdict.kind == "answer" and verdict.yes != bool(right(relation, mask(a), mask(b)))
            cells.append(verdict_cell(verdict, wrong))
            figures |= per(f"{phrasing_key(template)}.{name.replace(' ', '_').replace('-', '_').lower()}",
                           says=verdict.relation if verdict.kind == "answer" else verdict.kind, wrong=wrong)
        rows.append((template, relation, *cells))
    applied = [figures[f"{phrasing_key(t)}.different.says"] for t, _ in data.PHRASINGS]
    figures |= {"wordings": len(data.PHRASINGS), "pairs": len(data.PAIRS),
                "wrong": sum(v for k, v in figures.items() if k.endswith(".wrong")),
                "read_as_named": sum(said == named for said, (_, named) in zip(applied, data.PHRASINGS)),
                "declined_wordings": applied.count("declined")}
    columns = [("question", 62), ("asks", 4), *((phrase("{a} | {b}", a=a, b=b), 20) for _, a, b in data.PAIRS)]
    columns[-1] = (columns[-1][0], 0)
    return Table(phrase("The relation SetTheoryEquivalenceSkill reads, {where}", where=said_at(ga.at)),
                 ["a pair's cell: the verdict, the relation it applies (T, I or TI), and \"wrong\" when the verdict",
                  "is wrong for the relation the question names", grid(columns, rows)], figures)


def verdict_text(verdict: Verdict) -> str:
    """A verdict in figures, in the program's words: "yes TI", "no T", "declined"."""
    return f"{'yes' if verdict.yes else 'no'} {verdict.relation}" if verdict.kind == "answer" else verdict.kind


def verdict_cell(verdict: Verdict, wrong: bool):
    if verdict.kind != "answer":
        return phrase(verdict.kind)
    template = ("yes" if verdict.yes else "no") + ", {relation}" + (", wrong" if wrong else "")
    return phrase(template, relation=verdict.relation)


def mask(text: str) -> int:
    return bitmask(int(p) for p in text.split(","))


def phrasing_key(template: str) -> str:
    """A wording in figure names: "are {a} and {b} the same set class under inversion" -> "same_set_class_under_inversion"."""
    words = template.replace("{a}", "").replace("{b}", "").split()
    return "_".join(w for w in words if w not in ("are", "and", "is", "a", "of", "pitch", "classes"))


def all_pairs(ga: Lesson24) -> Table:
    "Every ordered pair of the three-note sets, then of the four-note sets, in four wordings, checked by the course's own test."
    rows, figures = [], {}
    for size in data.ALL_PAIRS_SIZES:
        masks = np.array([m for m in ITEMS if m.bit_count() == size])
        a, b = masks[:, None], masks[None, :]
        t, ti = by_t(a, b), by_ti(a, b)
        vectors = np.array([vector(int(m)) for m in masks])
        z_true = (vectors[:, None, :] == vectors[None, :, :]).all(axis=2) & ~t & ~ti
        for template, relation in data.ALL_PAIRS_PHRASINGS:
            read = judged_pairs(ga, template, masks)
            truth = right(relation, a, b)
            is_right = read["answer"] & (read["yes"] == truth)
            kinds = wrong_kinds(read, ~is_right, t, ti)
            either = read["either"]
            found = {"pairs": masks.size ** 2, "right": int(is_right.sum()), "wrong": int((~is_right).sum()),
                     "z_said": int(read["z"].sum()), "z_true": int(z_true.sum()), "either_said": int(either.sum()),
                     "either_no_inversion": int((either & ~ti).sum())}
            figures |= per(f"s{size}_{phrasing_key(template)}", **found,
                           wrong_kinds="; ".join(f"{k} {n}" for k, n in sorted(kinds.items())))
            part = [(template, size, found["pairs"], found["right"], found["wrong"],
                     Join("; ", tuple(phrase(KINDS[k], n=n) for k, n in sorted(kinds.items()))) if kinds else
                     phrase("none"))]
            rows.append(grid([("question", 60), ("size", 5), ("pairs", 7), ("right", 7), ("wrong", 6),
                              ("what the wrong ones are", 0)], part, header=not rows))
            if relation == "TI":
                rows.append(phrase("  Z-related pairs: the answer says so for {said}, the vectors give {true}",
                                   said=found["z_said"], true=found["z_true"]))
            if found["either_said"]:
                rows.append(phrase('  "via either operation": said for {said} pairs, of which no inversion maps the '
                                   'first set onto the second for {wrong}', said=found["either_said"],
                                   wrong=found["either_no_inversion"]))
    return Table(phrase("Every ordered pair of three-note and of four-note sets, asked of SetTheoryEquivalenceSkill, "
                        "{where}", where=said_at(ga.at)), rows, figures)


KINDS = {  # a wrong verdict's kind, ordered as the course orders them (ordinal, by the English words)
    "can't parse": "can't parse {n}", "declined": "declined {n}",
    "no for a transposition": "no for a transposition {n}", "no for an inversion only": "no for an inversion only {n}",
    "no for different classes": "no for different classes {n}",
    "yes for a transposition": "yes for a transposition {n}", "yes for an inversion only": "yes for an inversion only {n}",
    "yes for different classes": "yes for different classes {n}",
}


def judged_pairs(ga: Lesson24, template: str, masks: np.ndarray) -> dict[str, np.ndarray]:
    """Every ordered pair asked in one wording, read as the course reads each answer.

    The skill answers the whole grid at once (`phrasing_verdicts`, the path its single answers take);
    the course's reading of an answer depends only on its verdict, so each verdict's text is read
    once, from the first pair that gets it, and spread over the pairs that share it.
    """
    written = [set_text(int(m)) for m in masks]
    codes = sets_skill.phrasing_verdicts(template, written)
    readings = [(False, False, False, False, "")] * len(sets_skill.VERDICTS)
    for code in np.unique(codes).tolist():
        i, j = (int(x[0]) for x in np.nonzero(codes == code))
        verdict = ga.sets(template.replace("{a}", written[i]).replace("{b}", written[j]))
        readings[code] = (verdict.kind == "answer", verdict.yes, data.Z_SAID in verdict.text,
                          data.EITHER_SAID in verdict.text, verdict.kind)
    return {name: np.array([r[k] for r in readings])[codes]
            for k, name in enumerate(("answer", "yes", "z", "either", "kind"))}


def wrong_kinds(read: dict, wrong: np.ndarray, t: np.ndarray, ti: np.ndarray) -> dict[str, int]:
    """The wrong verdicts by kind: "yes for an inversion only", "declined"..."""
    relation = np.where(t, 0, np.where(ti, 1, 2))
    code = np.where(read["answer"], np.where(read["yes"], 0, 3) + relation, 6)
    counts = np.bincount(code[wrong], minlength=7)
    named = {f"{verdict} for {between}": int(counts[k * 3 + r]) for k, verdict in enumerate(("yes", "no"))
             for r, between in enumerate(("a transposition", "an inversion only", "different classes"))}
    unanswered = Counter(read["kind"][wrong & ~read["answer"]].tolist())
    return {kind: n for kind, n in (named | unanswered).items() if n}


def notations(ga: Lesson24) -> Table:
    "{0,1,4} written in twenty ways: what TryParseSet reads, and what the skill answers in a question."
    rows, figures = [], {}
    for written, key in data.NOTATIONS:
        found = sets_skill.parse_set(written)
        verdict = ga.sets(data.NOTATION_QUESTION.replace("{a}", written))
        shown, prime = verdict.set_line("Set A") if verdict.kind == "answer" else ("", "")
        rows.append((written, "{" + ",".join(map(str, members(found))) + "}" if found is not None else None,
                     phrase("answered") if verdict.kind == "answer" else phrase(verdict.kind),
                     Quote(f"`{shown}` {prime}") if verdict.kind == "answer" else ""))
        figures |= per(key, read_as=shown, kind=verdict.kind, prime=prime)
    kinds = Counter(figures[f"{key}.kind"] for _, key in data.NOTATIONS)
    figures |= {"notations": len(data.NOTATIONS), "answered": kinds["answer"], "declined": kinds["declined"],
                "unparsed": kinds["can't parse"],
                "answered_as_asked": sum(figures[f"{key}.prime"] == "{0,1,4}" for _, key in data.NOTATIONS)}
    return Table(phrase("The sets SetTheoryEquivalenceSkill reads, {where}", where=said_at(ga.at)),
                 [grid([("written", 10), ("TryParseSet", 18), ("in a question", 22),
                        ("the answer's set A and its prime form", 0)], rows)], figures)


def prime_forms(ga: Lesson24) -> Table:
    "GA's prime forms of all 4,096 sets, against its own table of Forte's labels; the Z pairs."
    primes = all_prime_masks()
    distinct = sorted(set(primes.tolist()))
    stable = int((primes[transposed_forms()] == primes[:, None]).all(axis=1).sum())
    labels = [label for n in LABEL_SIZES for k in LABEL_INDEXES for label in (f"{n}-{k}", f"{n}-Z{k}")
              if prime_form(label) is not None]
    stored = {label: prime_form(label) for label in labels}
    differ = [label for label, s in stored.items() if s != prime_mask(members(s))]
    by_vector = Counter((p.bit_count(), vector(p)) for p in distinct)
    figures = {"sets": len(ITEMS), "primes": len(distinct), "forms": FORMS_PER_SET, "stable": stable,
               "labels": len(labels), "differ": len(differ), "differing": ", ".join(differ),
               "missing": len(set(distinct) - set(stored.values())),
               "z_pairs": sum(n == 2 for n in by_vector.values()),
               "z_pairs_of_four": sum(n == 2 for (size, _), n in by_vector.items() if size == 4)}
    differ_line = ("Forte labels CanonicalForteCatalog resolves {labels}; whose stored set differs from its PrimeForm "
                   "{differ}" + (": {differing}" if differ else "") + "; prime forms no label gives {missing}")
    pictures = {name: set_relation_svg(relation, *(side(pcs) for pcs in (a, b))) for name, relation, a, b in RELATED}
    for name, relation, a, b in RELATED:
        figures |= per(name, first=forte_label(bitmask(a)), second=forte_label(bitmask(b)), holds=related(relation, a, b))
    return Table(phrase("The prime forms SetTheoryEquivalenceSkill prints, {where}", where=said_at(ga.at)),
                 [Line("sets {sets}, distinct prime forms {primes}, sets whose {forms} transpositions and inversions "
                       "all give the same prime form {stable}"), Line(differ_line),
                  Line("interval-class vectors shared by two prime forms of the same size (Z pairs) {z_pairs}")],
                 figures, pictures)


def related(relation: str, a: tuple[int, ...], b: tuple[int, ...]) -> bool:
    """Whether the drawn relation holds: a Z pair (one vector, two classes), a complement, an inclusion."""
    first, second = bitmask(a), bitmask(b)
    if relation == "Z":
        return vector(first) == vector(second) and prime_mask(a) != prime_mask(b)
    if relation == "∁":
        return first ^ second == len(ITEMS) - 1
    return first & second == first and first != second


def transposed_forms() -> np.ndarray:
    """Each set's 24 forms, row by id: transposed up 0 to 11, then inverted (pc -> 12 - pc) and transposed."""
    masks = np.arange(len(ITEMS))
    ups = np.arange(OCTAVE)[None, :]
    def up(m):
        return ((m[:, None] << ups) | (m[:, None] >> (OCTAVE - ups))) & (len(ITEMS) - 1)
    return np.concatenate([up(masks), up(inverted())], axis=1)


def side(pcs: tuple[int, ...]) -> tuple[str, tuple[int, ...], str]:
    """A set as the relation picture shows it: its label, its pitch classes, its vector."""
    pc_set = bitmask(pcs)
    return forte_label(pc_set), pcs, icv_text(vector(pc_set))


def forms(ga: Lesson24) -> Table:
    "One expression per form the parser's comments name: what the parser gives, and what \"parse <expression>\" gets."
    rows = [(e, promised, parsed(e) if parsed(e) != "fails" else phrase("fails"), said_case(ga.parse("parse " + e)))
            for e, promised in data.FORMS]
    cases = sorted(OPERATION_CASES)
    by_parser = {parsed(e) for e, _ in data.FORMS}
    by_skill = {ga.parse("parse " + e) for e, _ in data.FORMS}
    spaced = [e for e, _ in data.FORMS if re.search(rf"\b(?:{'|'.join(SPACED_WORDS)})\s", e)]
    figures = {"cases": len(cases), "forms": len(data.FORMS),
               "parsed": sum(parsed(e) != "fails" for e, _ in data.FORMS),
               "as_promised": sum(parsed(e) == promised for e, promised in data.FORMS),
               "answered": sum(ga.parse("parse " + e) in cases for e, _ in data.FORMS),
               "unreached_by_parser": ", ".join(c for c in cases if c not in by_parser),
               "unreached_by_skill": ", ".join(c for c in cases if c not in by_skill),
               "unreached_by_parser_count": sum(c not in by_parser for c in cases),
               "respaced_parsed": sum(parsed(e) != "fails" for e in data.RESPACED),
               "spaced": len(spaced), "spaced_parsed": sum(parsed(e) != "fails" for e in spaced),
               "name_first": len(NAME_FIRST), "name_first_parsed": sum(parsed(e) != "fails" for e in NAME_FIRST),
               "applied_instead": " / ".join(e for e, promised in data.FORMS
                                             if parsed(e) == "ApplyFunctor" != promised),
               "chained_parsed": sum(parsed(e) != "fails" for e in data.CHAINED)}
    pictures = {"pullback": parse_tree(PICTURED, tree(parse_expression(PICTURED)))}
    return Table(phrase("The expressions GrothendieckParseSkill reads, {where}", where=said_at(ga.at)),
                 [grid([("expression", 48), ("the comment's case", 20), ("the parser gives", 20),
                        ('"parse <expression>" gets', 0)], rows),
                  Line("the operation's cases {cases}; forms {forms}, parsed {parsed}, of which as their comment says "
                       '{as_promised}; "parse <expression>" answered for {answered}'),
                  Line("cases no form reaches through the parser: {unreached_by_parser}"),
                  Line("cases no form reaches through the skill: {unreached_by_skill}"),
                  phrase("written without spaces: {forms}", forms=outcomes(data.RESPACED)),
                  phrase("two operators in a row: {forms}", forms=outcomes(data.CHAINED))], figures, pictures)


def outcomes(expressions: tuple[str, ...]) -> Join:
    """Each expression with what the parser gives: "S|U SheafRestriction", "C + G + F fails"."""
    return Join(", ", tuple(phrase("{expression} fails", expression=e) if parsed(e) == "fails"
                            else f"{e} {parsed(e)}" for e in expressions))


def parser_chords(ga: Lesson24) -> Table:
    "Chords written in different ways, on the left of \"⊗ G\": what the parser reads them as."
    rows, failing = [], []
    for token in data.CHORD_TOKENS:
        operation = parse_expression(data.TENSOR_WITH.format(token=token))
        left = describe(operation.fields[0]) if operation and operation.name == "TensorProduct" else phrase("fails")
        rows.append((token, left))
        failing += [token] if operation is None else []
    same = [ga_text(ga, question).replace(expression, "<e>") for question, expression in data.SAME_ANSWER]
    letters = [t for t in data.CHORD_TOKENS if len(t.rstrip("#b")) == 1]  # a letter, with its accidental
    figures = {"tokens": len(data.CHORD_TOKENS), "failing": len(failing), "failing_tokens": ", ".join(failing),
               "same_answer": same[0] == same[1], "letters": len(letters),
               "letters_major": sum(str(parse_expression(data.TENSOR_WITH.format(token=t)).fields[0].fields[0].fields[1])
                                    == "Major" for t in letters)}
    return Table(phrase("The chords GA's Grothendieck parser reads, {where}", where=said_at(ga.at)),
                 [grid([("written", 12), ('what "<written> ⊗ G" parses into, on the left of ⊗', 0)], rows),
                  Line('"parse C ⊗ G" and "parse F# ⊗ Bb" give the same answer apart from the expression they repeat: '
                       "{same_answer}")], figures)


def ga_text(ga: Lesson24, question: str) -> str:
    return parse_skill.read(question, ga.at).text


def describe(obj: Case):
    """A musical object as the course describes it: "chord C Major", "scale C major", "set class [0,4,7]"."""
    if obj.name == "ChordObject":
        root, quality = obj.fields[0].fields[:2]
        return phrase("chord {root} {quality}", root=root_text(root), quality=str(quality))
    if obj.name == "NoteObject":
        return phrase("note {root}", root=root_text(obj.fields[0]))
    if obj.name == "ScaleObject":
        root, _intervals, name = obj.fields[0].fields
        return phrase("scale {root} {name}", root=root_text(root), name=name)
    if obj.name == "SetClassObject":
        return phrase("set class {pcs}", pcs="[" + ",".join(map(str, obj.fields[0])) + "]")
    return obj.name


def root_text(note: Case) -> str:
    """A note's letter and accidental: "F#", "Bb", "C DoubleSharp"."""
    letter, accidental, _octave = note.fields
    sign = {None: "", "Sharp": "#", "Flat": "b"}.get(accidental.name if accidental else None)
    return letter + (sign if sign is not None else " " + accidental.name)


def questions(ga: Lesson24) -> Table:
    "Questions worded in different ways: what the parse skill says, and the expression it sends to the parser."
    rows = []
    for question in data.QUESTIONS:
        text = ga_text(ga, question)
        shown = text.split("`")[1] if text.startswith("**Parsed**: `") or text.startswith("Couldn't parse `") else ""
        rows.append((question, said_case(case_of(text)), shown))
    said = Counter(case_of(ga_text(ga, q)) for q in data.QUESTIONS)
    figures = {"questions": len(data.QUESTIONS), "parsed": sum(n for c, n in said.items() if c in OPERATION_CASES),
               "unparsed": said["can't parse"], "declined": said["declined"],
               "unparsed_questions": " / ".join(q for q in data.QUESTIONS if case_of(ga_text(ga, q)) == "can't parse"),
               "declined_questions": " / ".join(q for q in data.QUESTIONS if case_of(ga_text(ga, q)) == "declined")}
    return Table(phrase("The questions GrothendieckParseSkill reads, {where}", where=said_at(ga.at)),
                 [grid([("question", 40), ("the skill says", 20), ("the expression it parses", 0)], rows)], figures)


def tree(value) -> Node:
    """A parsed value as the tree picture draws it: a musical object in one node, a case over its fields."""
    if isinstance(value, Case):
        if value.name in ("ChordObject", "NoteObject", "ScaleObject", "SetClassObject"):
            return Node(value.name, (Node(shown_object(value)),))
        return Node(value.name, tuple(tree(f) for f in value.fields if f is not None))
    if isinstance(value, tuple):
        return Node("list", tuple(tree(v) for v in value))
    return Node(f'"{value}"' if isinstance(value, str) else str(value))


def shown_object(obj: Case) -> str:
    """A musical object's GA values, as a leaf: "C Major", "C major", "[0,4,7]"."""
    if obj.name == "ChordObject":
        root, quality = obj.fields[0].fields[:2]
        return f"{root_text(root)} {quality}"
    if obj.name == "ScaleObject":
        root, _intervals, name = obj.fields[0].fields
        return f"{root_text(root)} {name}"
    if obj.name == "SetClassObject":
        return "[" + ",".join(map(str, obj.fields[0])) + "]"
    return root_text(obj.fields[0])


def hints(prompt: str):
    found = hinted_intents(prompt)
    return Join(", ", tuple(found)) if found else ForReader(phrase("none"), phrase("no hint"))


QUESTIONS = [phrasings, relations, all_pairs, notations, prime_forms, forms, parser_chords, questions]
