// Keeps the test target non-empty in git; scripts/check-validation-fixture.sh writes the README's test file
// beside it.
