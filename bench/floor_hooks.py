"""mkdocs hooks of the static floor: the theme's templates kept compiled on disk, as the plugin keeps them.

The floor is the site without the plugin; without this hook it would compile Material's templates
in every build that the site itself loads from `.cache/templates`, and the comparison would flatter the site.
"""
from mkdocs.plugins import event_priority

from macros import compiled_templates


@event_priority(-150)  # after static-i18n has added its extension, as the plugin's own on_env
def on_env(env, config, files):
    return compiled_templates.use(env)
