"""Directives evaluated without Jinja give what Jinja renders, calls in the same order; the rest is left to Jinja."""
import jinja2
import pytest

from macros.expressions import evaluate, simple

SAME = [
    'value("a")',
    'value("a", at="main")',
    'value("b") == 15360',
    'value("a") != value("b") and not value("c")',
    'value("c") or value("a")',
    'value("a") < value("b") <= 20000 > 3',
    '"x" in value("s")',
    '"q" not in value("s")',
    '(value("b") - value("a")) * 2 / 4 // 1 % 7 + -value("a") * 2',
    'claim(value("b") > value("a"), "grows")',
    'claim(value("c"), "never")',
    'value([1, 2]) == [1, 2]',
    'value((1, "two"))',
    '0.4932',
]
LEFT_TO_JINJA = ['value("a") | round(2)', 'value("a") ~ "x"', 'value("a") is defined', "true", 'value("s").upper()',
                 'value("s")[0]', 'range(3)', 'other("a")', '{"a": 1}', 'value(x)',
                 '-value("a") ** 2']  # Jinja reads that (-a) ** 2, Python -(a ** 2)


def functions(calls: list) -> dict:
    figures = {"a": 5, "b": 15360, "c": 0, "s": "xyz"}

    def value(name, at="pin"):
        calls.append((name, at))
        return figures[name] if isinstance(name, str) else name

    def claim(holds, text=""):
        calls.append(("claim", bool(holds)))
        return ""

    return {"value": value, "claim": claim}


@pytest.mark.parametrize("expression", SAME)
def test_an_expression_of_calls_and_operators_gives_what_jinja_renders(expression):
    "Assert the text and the calls, in their order, are Jinja's for every expression evaluated without it."
    jinja_calls, own_calls = [], []
    rendered = jinja2.Environment(undefined=jinja2.StrictUndefined).from_string("{{ " + expression + " }}")
    expected = rendered.render(functions(jinja_calls))
    tree = simple(expression, frozenset(functions([])))
    assert tree is not None
    assert str(evaluate(tree, functions(own_calls))) == expected
    assert own_calls == jinja_calls


@pytest.mark.parametrize("expression", LEFT_TO_JINJA)
def test_filters_tests_attributes_and_other_names_are_left_to_jinja(expression):
    "Assert an expression outside the shared subset is not evaluated here."
    assert simple(expression, frozenset({"value", "claim"})) is None
