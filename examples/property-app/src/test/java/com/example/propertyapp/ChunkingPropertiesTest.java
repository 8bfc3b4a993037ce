package com.example.propertyapp;

import dev.wrac.Chunker;
import dev.wrac.Wrac;
import dev.wrac.model.ChunkPlan;
import dev.wrac.model.ParsedDocument;
import dev.wrac.testing.PlanInvariants;
import dev.wrac.testing.RandomDocuments;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** The README's property test: the chunker this application uses covers every element. */
class ChunkingPropertiesTest {
  private final Chunker chunker = Wrac.builder().maxChunkTokens(256).build();

  @Property(tries = 50)
  void everyElementIsInExactlyOneChunkVerbatim(@ForAll("docs") ParsedDocument doc) {
    ChunkPlan plan = chunker.plan(doc);
    PlanInvariants.assertCovers(doc, plan);
    PlanInvariants.assertVerbatim(doc, plan, chunker.assemble(doc, plan));
  }

  @Provide
  Arbitrary<ParsedDocument> docs() {
    return RandomDocuments.documents(40);
  }
}
