package dev.wrac.spring.ai.internal;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wrac.ChunkerSpec.Setting;
import dev.wrac.ChunkerSpec.Spelling;
import dev.wrac.spring.ai.WracProperties;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.springframework.boot.convert.ApplicationConversionService;
import org.springframework.util.ClassUtils;

/**
 * The built {@code META-INF/spring-configuration-metadata.json} of wrac-spring-ai (the file the
 * jar ships, next to {@link WracProperties}'s class) lists every {@link Setting} as
 * {@code wrac.<key>}, with the table's description and default, besides what the annotation
 * processor wrote (the former names, the Spring-only properties).
 */
class SettingsMetadataTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** The metadata file beside WracProperties' class: the module's own, not another jar's. */
  private static ObjectNode built() throws IOException {
    URL classes = WracProperties.class.getProtectionDomain().getCodeSource().getLocation();
    try (URLClassLoader own = new URLClassLoader(new URL[] {classes}, null);
        InputStream in = own.getResourceAsStream(SettingsMetadata.FILE)) {
      assertThat(in).as(SettingsMetadata.FILE + " in " + classes).isNotNull();
      return (ObjectNode) JSON.readTree(in);
    }
  }

  private static List<JsonNode> named(ObjectNode metadata, String name) {
    List<JsonNode> found = new ArrayList<>();
    metadata.path("properties").forEach(p -> {
      if (p.path("name").asText().equals(name)) {
        found.add(p);
      }
    });
    return found;
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(Setting.class)
  void everySettingIsListedWithItsDescriptionAndDefault(Setting setting) throws IOException {
    String name = setting.nameIn(Spelling.SPRING);
    List<JsonNode> found = named(built(), name);
    assertThat(found).as(name).hasSize(1);
    JsonNode p = found.get(0);
    assertThat(p.path("description").asText()).isEqualTo(setting.description());
    assertThat(p.path("sourceType").asText()).isEqualTo(WracProperties.class.getName());
    if (setting.defaultValue().isPresent()) {
      assertThat(p.path("defaultValue").asText()).as(name)
          .isEqualTo(setting.defaultValue().get());
    } else {
      assertThat(p.has("defaultValue")).as(name + " has no fixed default").isFalse();
    }
  }

  /** The declared type takes the table's example, as Spring would convert it for an IDE. */
  @ParameterizedTest(name = "{0}")
  @EnumSource(Setting.class)
  void theDeclaredTypeTakesTheExample(Setting setting) throws Exception {
    String type = named(built(), setting.nameIn(Spelling.SPRING)).get(0).path("type").asText();
    Class<?> raw = ClassUtils.forName(type.replaceAll("<.*>", ""), null);
    Object value = ApplicationConversionService.getSharedInstance()
        .convert(setting.example(), raw);
    assertThat(value).as(type).isInstanceOf(raw);
    assertThat(type).isEqualTo(SettingsMetadata.type(setting));
  }

  @Test
  void formerNamesAndSpringOnlyPropertiesStayWithTheirReplacements() throws IOException {
    ObjectNode metadata = built();
    for (String name : List.of("wrac.default-media-type", "wrac.verbatim-text")) {
      assertThat(named(metadata, name)).as(name).hasSize(1);
    }
    Map<String, Setting> former = new LinkedHashMap<>();
    former.put("wrac.max-chunk-tokens", Setting.MAX_TOKENS);
    Stream.of(Setting.MAX_TOKENS, Setting.TARGET_TOKENS, Setting.SECTION_TOKENS,
        Setting.MIN_TOKENS, Setting.PROCEDURE_MAX_TOKENS)
        .forEach(s -> former.put("wrac.budget." + s.key(), s));
    former.forEach((name, setting) -> {
      List<JsonNode> found = named(metadata, name);
      assertThat(found).as(name).hasSize(1);
      assertThat(found.get(0).path("deprecation").path("replacement").asText()).as(name)
          .isEqualTo(setting.nameIn(Spelling.SPRING));
    });
  }

  @Test
  void mergingAgainChangesNothingAndReplacesAStaleEntry() throws IOException {
    ObjectNode metadata = built();
    assertThat(SettingsMetadata.merge(metadata)).isEqualTo(metadata);

    ObjectNode stale = JSON.createObjectNode();
    stale.putArray("properties").addObject().put("name", "wrac.max-tokens")
        .put("type", "java.lang.String").put("description", "old");
    ObjectNode merged = SettingsMetadata.merge(stale);
    List<JsonNode> found = named(merged, "wrac.max-tokens");
    assertThat(found).hasSize(1);
    assertThat(found.get(0).path("description").asText())
        .isEqualTo(Setting.MAX_TOKENS.description());
    assertThat(merged.path("properties")).hasSize(Setting.values().length);
    assertThat(merged.path("groups").get(0).path("name").asText()).isEqualTo("wrac");
  }
}
