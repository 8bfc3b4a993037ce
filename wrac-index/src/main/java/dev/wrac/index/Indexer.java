package dev.wrac.index;

import dev.wrac.Chunker;
import dev.wrac.ChunkerSpec;
import dev.wrac.error.WracException;
import dev.wrac.hierarchy.HierarchyChunk;
import dev.wrac.index.internal.Hashes;
import dev.wrac.model.Chunk;
import dev.wrac.model.ParsedDocument;
import dev.wrac.parse.DocumentSource;
import java.io.IOException;
import java.nio.file.Files;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Brings a store to exactly what chunking a set of documents gives now, and keeps it there run
 * after run: embeds only units whose id (or embed text) is new, rewrites the fields of units
 * that moved, deletes units that are gone, leaves the rest untouched. What was written is kept
 * in a {@link Ledger}, so a run reads neither the store nor an unchanged document. Made by
 * {@link #builder()}; immutable.
 *
 * <pre>{@code
 * try (JdbcLedger ledger = JdbcLedger.h2(Path.of("index/ledger"))) {
 *   Indexer indexer = Indexer.builder()
 *       .spec(ChunkerSpec.parse("levels=structural>page"))
 *       .store(store).ledger(ledger).embedder(embedder)
 *       .cleanup(Cleanup.FULL)
 *       .build();
 *   IndexResult r = indexer.run(Sources.folder(Path.of("docs")));   // nightly
 * }
 * }</pre>
 *
 * <p><b>Units.</b> Without {@link ChunkerSpec.Setting#LEVELS} a document's units are its
 * chunks ({@link Chunker#chunk}); with it, every unit of its {@link Chunker#hierarchy} at every
 * level, each with its level and parent id. Leaves always carry a vector; the levels above are
 * stored as records without one ({@link IndexedUnit#hasVector()}), unless
 * {@link ChunkerSpec.Setting#EMBED_PARENTS} is set.
 *
 * <p><b>A run.</b> Under the store's lock ({@link Ledger#lock}): first the repair of whatever an
 * interrupted run left pending (below); then, source by source, a document whose content
 * fingerprint, settings and model equal the ledger's is skipped unparsed; any other is chunked
 * and compared with the ledger's units by id and by hashes of their fields and of their embed
 * text: a new id is <em>added</em>; a known id whose embed text (or model) changed is embedded
 * and written again, and one whose other fields moved (position, span, heading path, parent) is
 * rewritten without a new vector when the store {@link IndexStore#canUpdateFields() can}; both
 * count as <em>updated</em>; the ledger's ids the document no longer holds are
 * <em>deleted</em> (not with {@link Cleanup#NONE}, which keeps them in the store and the ledger
 * and leaves the document's fingerprint unknown, so a later run chunks it again and can delete
 * them). Last, with {@link Cleanup#FULL} or
 * {@link Cleanup#SCOPED}, the documents of the ledger absent from the run are deleted. A
 * document that cannot be read or chunked is reported ({@link IndexResult#failures()}) and
 * keeps its units.
 *
 * <p><b>Write protocol</b> (per document): (1) embed, writing nothing; (2) record the intent in
 * the ledger in one transaction: the document pending, its new ids
 * {@link LedgerUnit.State#ADDING ADDING}, ids to rewrite {@link LedgerUnit.State#UPDATING
 * UPDATING}, ids to delete {@link LedgerUnit.State#DELETING DELETING}; (3) write the store:
 * upserts, field updates, then deletes; (4) record the outcome in one transaction: the units
 * {@link LedgerUnit.State#STORED STORED}, the deleted ones gone, the document done with its new
 * fingerprint. A run killed anywhere leaves the ledger at step (2) or (4) (each a
 * transaction), and the store holding any part of step (3). The next run's repair deletes from
 * the store every ADDING and DELETING id of a pending document (possible orphans, and deletes
 * to finish), removes their records, marks the UPDATING ones stored with unknown hashes and the
 * document with an unknown fingerprint; the document is then chunked again and its units
 * written as for any change. Ids are content-derived and writes replace by id, so writing a
 * unit twice leaves one copy. The result is exactly the store a from-scratch run gives.
 *
 * <p><b>Settings.</b> A run whose chunk settings ({@link ChunkerSpec#chunkShaping()}) or
 * embedder name differ from those recorded for the store is refused with an
 * {@link IndexSettingsException} naming both, before anything is written, unless
 * {@link Builder#reindex(boolean) reindex} is set: then every document recorded otherwise is
 * chunked again (units re-embedded only where the model or the embed text changed).
 */
public final class Indexer {
  /** The store name used unless {@link Builder#storeName} is given. */
  public static final String DEFAULT_STORE_NAME = "default";

  private final Chunker chunker;
  private final String settings;
  private final boolean levels;
  private final boolean embedParents;
  private final IndexStore store;
  private final String storeName;
  private final Ledger ledger;
  private final Embedder embedder;
  private final Cleanup cleanup;
  private final boolean reindex;
  private final boolean dryRun;
  private final Duration lockWait;
  private final IndexListener listener;
  private final int embedBatchUnits;

  private Indexer(Builder b) {
    this.chunker = b.chunker;
    this.settings = b.spec.chunkShaping().toString();
    this.levels = b.spec.isSet(ChunkerSpec.Setting.LEVELS);
    this.embedParents = Boolean.parseBoolean(
        b.spec.value(ChunkerSpec.Setting.EMBED_PARENTS).orElseThrow());
    this.store = b.store;
    this.storeName = b.storeName;
    this.ledger = b.ledger;
    this.embedder = b.embedder;
    this.cleanup = b.cleanup;
    this.reindex = b.reindex;
    this.dryRun = b.dryRun;
    this.lockWait = b.lockWait;
    this.listener = b.listener;
    this.embedBatchUnits = b.embedBatchUnits;
  }

  /** A builder; {@code store}, {@code ledger} and {@code embedder} are required. */
  public static Builder builder() {
    return new Builder();
  }

  /** The chunk settings this indexer records ({@link ChunkerSpec#chunkShaping()}'s string). */
  public String settings() {
    return settings;
  }

  /**
   * Brings the store to exactly what chunking {@code sources} gives now (see the class
   * comment).
   *
   * @throws IndexSettingsException if the ledger recorded other settings or another model
   * @throws LedgerBusyException if another run holds the store
   * @throws IndexStoreException if the store or the embedder failed; the next run repairs
   * @throws LedgerException if the ledger's database failed
   * @throws IndexException if two sources share a source id, or two documents a unit id
   */
  @SuppressWarnings("try")   // the lock is held for the block, never read
  public IndexResult run(Sources sources) {
    Objects.requireNonNull(sources, "sources");
    long start = System.nanoTime();
    List<Sources.Resolved> resolved = sources.resolve(chunker.parsers());
    Set<String> ids = new HashSet<>();
    for (Sources.Resolved r : resolved) {
      if (!ids.add(r.sourceId())) {
        throw new IndexException("Source id '" + r.sourceId() + "' is given twice in " + sources);
      }
    }
    if (dryRun) {
      return new Run(start).run(resolved);
    }
    try (Ledger.Lock lock = ledger.lock(storeName, lockWait)) {
      return new Run(start).run(resolved);
    }
  }

  /** One run's state. */
  private final class Run {
    private final long start;
    private final Map<String, LedgerDocument> documents = new LinkedHashMap<>();
    private final Map<String, Map<String, LedgerUnit>> unitsBySource = new HashMap<>();
    private final Map<String, String> sourceOfUnit = new HashMap<>();
    private final List<IndexFailure> failures = new ArrayList<>();
    private int added;
    private int updated;
    private int deleted;
    private int unchanged;
    private int embedded;
    private int repaired;

    Run(long start) {
      this.start = start;
    }

    IndexResult run(List<Sources.Resolved> sources) {
      repair();
      load();
      requireSettings();
      Set<String> seen = new HashSet<>();
      Set<String> scopes = new LinkedHashSet<>();
      for (Sources.Resolved s : sources) {
        seen.add(s.sourceId());
        scopes.add(s.scope());
        index(s);
      }
      if (cleanup == Cleanup.FULL || cleanup == Cleanup.SCOPED) {
        for (LedgerDocument d : new ArrayList<>(documents.values())) {
          if (!seen.contains(d.sourceId()) && (cleanup == Cleanup.FULL
              || scopes.stream().anyMatch(p -> d.sourceId().startsWith(p)))) {
            remove(d);
          }
        }
      }
      return new IndexResult(sources.size(), added, updated, deleted, unchanged, embedded,
          repaired, (System.nanoTime() - start) / 1e9, failures);
    }

    /** Repairs what an interrupted run left pending (in a dry run: counts it). */
    private void repair() {
      Map<String, List<LedgerUnit>> pending = new LinkedHashMap<>();
      for (LedgerDocument d : ledger.documents(storeName)) {
        if (d.pending()) {
          pending.put(d.sourceId(), new ArrayList<>());
        }
      }
      for (LedgerUnit u : ledger.units(storeName)) {
        if (u.state() != LedgerUnit.State.STORED) {
          pending.computeIfAbsent(u.sourceId(), k -> new ArrayList<>()).add(u);
        }
      }
      for (Map.Entry<String, List<LedgerUnit>> e : pending.entrySet()) {
        List<String> remove = e.getValue().stream()
            .filter(u -> u.state() == LedgerUnit.State.ADDING
                || u.state() == LedgerUnit.State.DELETING)
            .map(LedgerUnit::id).toList();
        repaired += e.getValue().size();
        if (dryRun) {
          continue;
        }
        if (!remove.isEmpty()) {
          try {
            store.delete(remove);
          } catch (RuntimeException ex) {
            throw storeFailure("delete " + remove.size() + " units left pending by an "
                + "interrupted run", e.getKey(), ex);
          }
        }
        ledger.recordRepaired(storeName, e.getKey(), remove);
      }
    }

    /** Reads the ledger; in a dry run, as the repair would leave it. */
    private void load() {
      for (LedgerDocument d : ledger.documents(storeName)) {
        documents.put(d.sourceId(), d.pending() ? new LedgerDocument(d.sourceId(),
            d.document(), null, d.settings(), d.model(), false, d.writtenAt()) : d);
      }
      for (LedgerUnit u : ledger.units(storeName)) {
        LedgerUnit view = u;
        if (u.state() == LedgerUnit.State.ADDING || u.state() == LedgerUnit.State.DELETING) {
          continue;
        }
        if (u.state() == LedgerUnit.State.UPDATING) {
          view = new LedgerUnit(u.id(), u.sourceId(), u.level(), u.parentId(), u.settings(),
              u.model(), null, null, LedgerUnit.State.STORED, u.writtenAt());
        }
        unitsBySource.computeIfAbsent(u.sourceId(), k -> new LinkedHashMap<>())
            .put(u.id(), view);
        sourceOfUnit.put(u.id(), u.sourceId());
      }
    }

    private void requireSettings() {
      if (reindex) {
        return;
      }
      for (LedgerDocument d : documents.values()) {
        if (!d.settings().equals(settings)) {
          throw new IndexSettingsException("Store '" + storeName + "' in " + ledger.describe()
              + " was indexed with settings " + describe(d.settings()) + " ('" + d.sourceId()
              + "'), this run uses " + describe(settings) + ": run with the settings that "
              + "made it, or re-index", d.settings(), settings);
        }
        if (!d.model().equals(embedder.name())) {
          throw new IndexSettingsException("Store '" + storeName + "' in " + ledger.describe()
              + " was embedded with model '" + d.model() + "' ('" + d.sourceId() + "'), this "
              + "run uses '" + embedder.name() + "': run with that model, or re-index",
              d.model(), embedder.name());
        }
      }
    }

    private void index(Sources.Resolved s) {
      LedgerDocument was = documents.get(s.sourceId());
      byte[] bytes = null;
      String fingerprint;
      try {
        if (s.file() != null) {
          bytes = Files.readAllBytes(s.file());
          fingerprint = Hashes.sha256(bytes);
        } else {
          fingerprint = Hashes.sha256("document", s.document().name(),
              s.document().fingerprint());
        }
      } catch (IOException | RuntimeException e) {
        failures.add(new IndexFailure(s.sourceId(), "Cannot read '" + s.sourceId() + "' ("
            + s.file() + "): " + WracException.oneLine(e, "give the JVM more memory")));
        return;
      }
      Map<String, LedgerUnit> previous = unitsBySource.getOrDefault(s.sourceId(), Map.of());
      if (was != null && fingerprint.equals(was.fingerprint())
          && was.settings().equals(settings) && was.model().equals(embedder.name())) {
        unchanged += previous.size();
        listener.skipped(s.sourceId());
        return;
      }
      List<IndexedUnit> units;
      try {
        ParsedDocument doc = s.document() != null ? s.document()
            : chunker.parse(DocumentSource.ofBytes(s.sourceId(), bytes));
        units = unitsOf(s.sourceId(), doc);
      } catch (RuntimeException e) {
        failures.add(new IndexFailure(s.sourceId(), "Cannot chunk '" + s.sourceId() + "': "
            + WracException.oneLine(e, "give the JVM more memory")));
        return;
      }
      String document = units.isEmpty() ? (s.document() != null ? s.document().name()
          : s.sourceId()) : units.get(0).document();
      apply(s.sourceId(), document, fingerprint, previous, units);
    }

    private List<IndexedUnit> unitsOf(String sourceId, ParsedDocument doc) {
      List<IndexedUnit> out = new ArrayList<>();
      if (levels) {
        for (HierarchyChunk h : chunker.hierarchy(doc).all()) {
          out.add(unit(sourceId, h.id(), h.level(), h.parentId(), h.chunk()));
        }
      } else {
        for (Chunk c : chunker.chunk(doc)) {
          out.add(unit(sourceId, c.id(), 0, null, c));
        }
      }
      return out;
    }

    private IndexedUnit unit(String sourceId, String id, int level, String parentId, Chunk c) {
      return new IndexedUnit(id, sourceId, c.document(), level, parentId, c.index(), c.text(),
          c.embedText(), c.tokens(), c.headingPath(), c.span(), null);
    }

    private boolean embeds(IndexedUnit u) {
      return u.level() == 0 || embedParents;
    }

    /** Brings one document's units in the store from {@code previous} to {@code units}. */
    private void apply(String sourceId, String document, String fingerprint,
        Map<String, LedgerUnit> previous, List<IndexedUnit> units) {
      String model = embedder.name();
      Set<String> now = new HashSet<>();
      for (IndexedUnit u : units) {
        String owner = sourceOfUnit.get(u.id());
        if (!now.add(u.id()) || owner != null && !owner.equals(sourceId)) {
          throw new IndexException("Unit " + u.id() + " of '" + sourceId + "' is already "
              + "indexed for '" + (owner == null ? sourceId : owner) + "': two sources give "
              + "the same document name and content");
        }
      }
      List<IndexedUnit> upserts = new ArrayList<>();
      List<IndexedUnit> toEmbed = new ArrayList<>();
      List<IndexedUnit> fieldUpdates = new ArrayList<>();
      List<LedgerUnit> adding = new ArrayList<>();
      List<String> updating = new ArrayList<>();
      List<LedgerUnit> stored = new ArrayList<>();
      int kept = 0;
      Instant at = Instant.now();
      for (IndexedUnit u : units) {
        LedgerUnit p = previous.get(u.id());
        String content = contentHash(u);
        String embedding = embedHash(u, embeds(u), model);
        LedgerUnit record = new LedgerUnit(u.id(), sourceId, u.level(), u.parentId(), settings,
            model, content, embedding, LedgerUnit.State.STORED, at);
        if (p == null) {
          upserts.add(u);
          adding.add(record.withState(LedgerUnit.State.ADDING));
          stored.add(record);
        } else if (!embedding.equals(p.embedHash())
            || !content.equals(p.contentHash()) && !store.canUpdateFields()) {
          upserts.add(u);
          updating.add(u.id());
          stored.add(record);
        } else if (!content.equals(p.contentHash())) {
          fieldUpdates.add(u);
          updating.add(u.id());
          stored.add(record);
        } else {
          kept++;
          if (!p.settings().equals(settings) || !p.model().equals(model)) {
            stored.add(record);
          }
        }
      }
      for (IndexedUnit u : upserts) {
        if (embeds(u)) {
          toEmbed.add(u);
        }
      }
      List<String> deletes = new ArrayList<>();
      boolean keptStale = false;
      for (String id : previous.keySet()) {
        if (!now.contains(id)) {
          if (cleanup == Cleanup.NONE) {
            keptStale = true;
          } else {
            deletes.add(id);
          }
        }
      }
      added += adding.size();
      updated += updating.size();
      deleted += deletes.size();
      unchanged += kept;
      embedded += toEmbed.size();
      deletes.forEach(sourceOfUnit::remove);
      adding.forEach(u -> sourceOfUnit.put(u.id(), sourceId));
      if (dryRun) {
        return;
      }
      Map<String, float[]> vectors = embed(sourceId, toEmbed);
      listener.embedded(sourceId, toEmbed.size());
      // units kept by Cleanup.NONE leave the fingerprint unknown: the next run chunks the
      // document again, so that a run with another cleanup finds them
      LedgerDocument done = new LedgerDocument(sourceId, document, keptStale ? null
          : fingerprint, settings, model, false, at);
      boolean touchesStore = !upserts.isEmpty() || !fieldUpdates.isEmpty()
          || !deletes.isEmpty();
      if (touchesStore) {
        LedgerDocument was = documents.get(sourceId);
        ledger.recordIntent(storeName, new LedgerDocument(sourceId, document,
            was == null ? null : was.fingerprint(), settings, model, true, at), adding,
            updating, deletes);
        listener.intentRecorded(sourceId);
        List<IndexedUnit> withVectors = new ArrayList<>(upserts.size());
        for (IndexedUnit u : upserts) {
          withVectors.add(u.withVector(vectors.get(u.id())));
        }
        write(sourceId, withVectors, fieldUpdates, deletes);
        listener.stored(sourceId);
      }
      ledger.recordDone(storeName, sourceId, done, stored, deletes);
      listener.committed(sourceId);
      documents.put(sourceId, done);
    }

    private Map<String, float[]> embed(String sourceId, List<IndexedUnit> units) {
      Map<String, float[]> out = new HashMap<>();
      for (int from = 0; from < units.size(); from += embedBatchUnits) {
        List<IndexedUnit> batch = units.subList(from, Math.min(units.size(),
            from + embedBatchUnits));
        List<float[]> vectors;
        try {
          vectors = embedder.embedAll(batch.stream().map(IndexedUnit::embedText).toList());
        } catch (RuntimeException e) {
          throw new IndexStoreException("Embedder '" + embedder.name() + "' failed on '"
              + sourceId + "': " + WracException.oneLine(e, "give the JVM more memory")
              + "; nothing of it was written", e);
        }
        if (vectors == null || vectors.size() != batch.size()) {
          throw new IndexStoreException("Embedder '" + embedder.name() + "' returned "
              + (vectors == null ? "null" : vectors.size() + " vectors") + " for "
              + batch.size() + " texts of '" + sourceId + "'; nothing of it was written", null);
        }
        for (int i = 0; i < batch.size(); i++) {
          out.put(batch.get(i).id(), Objects.requireNonNull(vectors.get(i), "vector"));
        }
      }
      return out;
    }

    private void write(String sourceId, List<IndexedUnit> upserts,
        List<IndexedUnit> fieldUpdates, Collection<String> deletes) {
      try {
        if (!upserts.isEmpty()) {
          store.upsert(upserts);
        }
      } catch (RuntimeException e) {
        throw storeFailure("upsert " + upserts.size() + " units", sourceId, e);
      }
      try {
        if (!fieldUpdates.isEmpty()) {
          store.updateFields(fieldUpdates);
        }
      } catch (RuntimeException e) {
        throw storeFailure("update the fields of " + fieldUpdates.size() + " units", sourceId,
            e);
      }
      try {
        if (!deletes.isEmpty()) {
          store.delete(deletes);
        }
      } catch (RuntimeException e) {
        throw storeFailure("delete " + deletes.size() + " units", sourceId, e);
      }
    }

    private IndexStoreException storeFailure(String what, String sourceId, RuntimeException e) {
      return new IndexStoreException("Store '" + storeName + "' (" + store.name()
          + ") refused to " + what + " of '" + sourceId + "': "
          + WracException.oneLine(e, "give the JVM more memory")
          + "; the next run repairs it from the ledger", e);
    }

    /** Deletes a document absent from the run, with the same protocol. */
    private void remove(LedgerDocument d) {
      List<String> ids = new ArrayList<>(unitsBySource.getOrDefault(d.sourceId(), Map.of())
          .keySet());
      deleted += ids.size();
      if (dryRun) {
        return;
      }
      Instant at = Instant.now();
      ledger.recordIntent(storeName, new LedgerDocument(d.sourceId(), d.document(),
          d.fingerprint(), d.settings(), d.model(), true, at), List.of(), List.of(), ids);
      listener.intentRecorded(d.sourceId());
      write(d.sourceId(), List.of(), List.of(), ids);
      listener.stored(d.sourceId());
      ledger.recordDone(storeName, d.sourceId(), null, List.of(), ids);
      listener.committed(d.sourceId());
      documents.remove(d.sourceId());
      ids.forEach(sourceOfUnit::remove);
    }
  }

  /** A hash of every field a store keeps of {@code u} but its vector. */
  private static String contentHash(IndexedUnit u) {
    return Hashes.sha256(u.id(), u.sourceId(), u.document(), Integer.toString(u.level()),
        u.parentId(), Integer.toString(u.index()), u.text(), u.embedText(),
        Integer.toString(u.tokens()), String.join("\u0002", u.headingPath()),
        u.span().toString());
  }

  /** A hash of what {@code u}'s vector is made from: the model, whether it has one, the text. */
  private static String embedHash(IndexedUnit u, boolean embedded, String model) {
    return Hashes.sha256(model, embedded ? "vector" : "record", u.embedText());
  }

  private static String describe(String settings) {
    return settings.isEmpty() ? "the defaults" : "'" + settings + "'";
  }

  /** Configures an {@link Indexer}; every option is checked when set. */
  public static final class Builder {
    private ChunkerSpec spec = ChunkerSpec.DEFAULT;
    private Chunker chunker;
    private IndexStore store;
    private String storeName = DEFAULT_STORE_NAME;
    private Ledger ledger;
    private Embedder embedder;
    private Cleanup cleanup = Cleanup.INCREMENTAL;
    private boolean reindex;
    private boolean dryRun;
    private Duration lockWait = Duration.ZERO;
    private IndexListener listener = IndexListener.NONE;
    private int embedBatchUnits = 64;

    private Builder() {}

    /**
     * The chunker settings: the chunker is {@link Chunker#from(ChunkerSpec) made from them},
     * {@link ChunkerSpec.Setting#LEVELS} chooses a hierarchy, and the ledger records
     * {@link ChunkerSpec#chunkShaping()}. Default: {@link ChunkerSpec#DEFAULT} (flat chunks).
     */
    public Builder spec(ChunkerSpec spec) {
      this.spec = Objects.requireNonNull(spec, "spec");
      this.chunker = null;
      return this;
    }

    /**
     * A chunker configured in code (with parsers of its own, say), and the settings it was
     * configured with: what the ledger records and compares, and whether it is a hierarchy.
     */
    public Builder chunker(Chunker chunker, ChunkerSpec spec) {
      this.chunker = Objects.requireNonNull(chunker, "chunker");
      this.spec = Objects.requireNonNull(spec, "spec");
      return this;
    }

    /** The store to keep in sync. Required. */
    public Builder store(IndexStore store) {
      this.store = Objects.requireNonNull(store, "store");
      return this;
    }

    /**
     * The name the ledger keeps the store's records under (one ledger can serve several
     * stores); 1 to 200 characters. Default {@value Indexer#DEFAULT_STORE_NAME}.
     *
     * @throws IllegalArgumentException if blank or longer than 200 characters
     */
    public Builder storeName(String name) {
      Objects.requireNonNull(name, "storeName");
      if (name.isBlank() || name.length() > 200) {
        throw new IllegalArgumentException("storeName must be 1-200 characters and not blank, "
            + "was '" + name + "'");
      }
      this.storeName = name;
      return this;
    }

    /** Where what was written is recorded. Required. */
    public Builder ledger(Ledger ledger) {
      this.ledger = Objects.requireNonNull(ledger, "ledger");
      return this;
    }

    /** The embedding model. Required. */
    public Builder embedder(Embedder embedder) {
      this.embedder = Objects.requireNonNull(embedder, "embedder");
      return this;
    }

    /** What a run deletes; default {@link Cleanup#INCREMENTAL}. */
    public Builder cleanup(Cleanup cleanup) {
      this.cleanup = Objects.requireNonNull(cleanup, "cleanup");
      return this;
    }

    /**
     * Whether a run may change the settings or the model the ledger recorded: every document
     * recorded otherwise is chunked again and written with this run's. Default {@code false}:
     * such a run is refused ({@link IndexSettingsException}).
     */
    public Builder reindex(boolean reindex) {
      this.reindex = reindex;
      return this;
    }

    /**
     * Whether a run only counts what it would do: it reads the ledger and chunks changed
     * documents, and writes nothing, embeds nothing, takes no lock. Default {@code false}.
     */
    public Builder dryRun(boolean dryRun) {
      this.dryRun = dryRun;
      return this;
    }

    /**
     * How long a run waits for another run on the same store to end; default zero (refuse at
     * once with {@link LedgerBusyException}).
     *
     * @throws IllegalArgumentException if negative
     */
    public Builder lockWait(Duration wait) {
      Objects.requireNonNull(wait, "lockWait");
      if (wait.isNegative()) {
        throw new IllegalArgumentException("lockWait must not be negative, was " + wait);
      }
      this.lockWait = wait;
      return this;
    }

    /** Hears each step of each document; default none. */
    public Builder listener(IndexListener listener) {
      this.listener = Objects.requireNonNull(listener, "listener");
      return this;
    }

    /**
     * Texts per call to the embedder, 1 to 10,000; default 64.
     *
     * @throws IllegalArgumentException if out of bounds
     */
    public Builder embedBatchUnits(int units) {
      if (units < 1 || units > 10_000) {
        throw new IllegalArgumentException("embedBatchUnits must be 1-10000, was " + units);
      }
      this.embedBatchUnits = units;
      return this;
    }

    /**
     * The indexer.
     *
     * @throws IllegalStateException if the store, the ledger or the embedder is missing
     * @throws dev.wrac.ChunkerSpecException if the chunker cannot be made from the settings
     */
    public Indexer build() {
      if (store == null || ledger == null || embedder == null) {
        throw new IllegalStateException("An Indexer needs a store, a ledger and an embedder; "
            + "missing: " + (store == null ? "store " : "") + (ledger == null ? "ledger " : "")
            + (embedder == null ? "embedder" : "").strip());
      }
      if (chunker == null) {
        chunker = Chunker.from(spec);
      }
      return new Indexer(this);
    }
  }
}
