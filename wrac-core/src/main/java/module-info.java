/**
 * W-RAC's model, planners, validation and assembly: {@link dev.wrac.Wrac} and
 * {@link dev.wrac.Chunker}. Exports the public API; {@code dev.wrac.internal} stays inside.
 * Parsers ({@link dev.wrac.parse.DocumentParser}) and planners
 * ({@link dev.wrac.plan.ChunkPlannerProvider}) of other modules are found through
 * {@link java.util.ServiceLoader}, on the module path as on the class path.
 */
@SuppressWarnings("requires-automatic") // see docs/modules.md: names derived from jar names
module dev.wrac.core {
  requires transitive com.fasterxml.jackson.annotation;
  requires com.fasterxml.jackson.databind;
  requires jtokkit;

  exports dev.wrac;
  exports dev.wrac.assemble;
  exports dev.wrac.context;
  exports dev.wrac.error;
  exports dev.wrac.hierarchy;
  exports dev.wrac.json;
  exports dev.wrac.model;
  exports dev.wrac.parse;
  exports dev.wrac.plan;
  exports dev.wrac.tokens;
  exports dev.wrac.validate;

  // PlanJson binds plans and documents to the model's records (a package-private creator too)
  opens dev.wrac.model to com.fasterxml.jackson.databind;

  uses dev.wrac.parse.DocumentParser;
  uses dev.wrac.plan.ChunkPlannerProvider;
  uses dev.wrac.parse.ParserRouteProvider;

  provides dev.wrac.plan.ChunkPlannerProvider with
      dev.wrac.plan.ChunkPlanners.BuiltIn.Structural,
      dev.wrac.plan.ChunkPlanners.BuiltIn.Sections,
      dev.wrac.plan.ChunkPlanners.BuiltIn.Recursive,
      dev.wrac.plan.ChunkPlanners.BuiltIn.Page,
      dev.wrac.plan.ChunkPlanners.BuiltIn.TopSections;
}
