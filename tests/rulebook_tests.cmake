# Filled in by the rulebook consistency and conformance tests.
