/**
 * Test support for users and for this project (add wrac-testing with test scope): the shared
 * plan invariants ({@link dev.wrac.testing.PlanInvariants}), documents built in code
 * ({@link dev.wrac.testing.TestDocuments}), random documents for property tests
 * ({@link dev.wrac.testing.RandomDocuments}), and the fixture and benchmark corpora
 * ({@link dev.wrac.testing.FixtureCorpus}, {@link dev.wrac.testing.SharedData}).
 *
 * <p>May import wrac-core's public packages (and AssertJ, jqwik, JUnit) only: wrac-core's own
 * tests compile these sources as an extra test source root (see wrac-core's pom).
 */
package dev.wrac.testing;
