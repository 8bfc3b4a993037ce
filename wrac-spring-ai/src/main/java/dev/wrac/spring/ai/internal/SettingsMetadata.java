package dev.wrac.spring.ai.internal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wrac.ChunkerSpec.Setting;
import dev.wrac.ChunkerSpec.Spelling;
import dev.wrac.spring.ai.WracProperties;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Adds one property per {@link Setting} to the Spring Boot configuration metadata that the
 * annotation processor wrote for {@link WracProperties}, which binds the settings by looping
 * over the table and so has no field the processor could see. Run by the build at
 * {@code process-classes} (after the processor, so the file it writes is the final
 * {@code META-INF/spring-configuration-metadata.json}); merging twice gives the same file.
 */
public final class SettingsMetadata {
  /** The metadata file, relative to the classes folder. */
  public static final String FILE = "META-INF/spring-configuration-metadata.json";

  private static final ObjectMapper JSON = new ObjectMapper()
      .enable(SerializationFeature.INDENT_OUTPUT);

  private SettingsMetadata() {}

  /**
   * Merges the settings into {@code args[0]}, the classes folder's
   * {@code META-INF/spring-configuration-metadata.json} (made if absent).
   */
  public static void main(String[] args) throws IOException {
    if (args.length != 1) {
      throw new IllegalArgumentException("Usage: SettingsMetadata <classes>/" + FILE);
    }
    Path file = Path.of(args[0]);
    JsonNode metadata = Files.exists(file) ? JSON.readTree(file.toFile())
        : JSON.createObjectNode();
    if (!metadata.isObject()) {
      throw new IllegalArgumentException("Spring configuration metadata " + file
          + " is not a JSON object");
    }
    Files.createDirectories(file.toAbsolutePath().getParent());
    JSON.writeValue(file.toFile(), merge((ObjectNode) metadata));
  }

  /**
   * {@code metadata} with one property per {@link Setting} (named {@code wrac.<key>}, with its
   * type, description and default), replacing any of the same name, the properties sorted by
   * name as the processor writes them; other entries (groups, hints, the legacy names) are kept.
   */
  public static ObjectNode merge(ObjectNode metadata) {
    ObjectNode out = metadata.deepCopy();
    Set<String> names = Stream.of(Setting.values()).map(s -> s.nameIn(Spelling.SPRING))
        .collect(Collectors.toSet());
    List<JsonNode> properties = new ArrayList<>();
    JsonNode given = out.path("properties");
    if (!given.isMissingNode() && !given.isArray()) {
      throw new IllegalArgumentException("Spring configuration metadata: 'properties' is not an "
          + "array: " + given);
    }
    given.forEach(p -> {
      if (!names.contains(p.path("name").asText())) {
        properties.add(p);
      }
    });
    for (Setting s : Setting.values()) {
      properties.add(JSON.valueToTree(property(s)));
    }
    properties.sort(Comparator.comparing(p -> p.path("name").asText()));
    ArrayNode array = out.putArray("properties");
    array.addAll(properties);
    if (!out.has("groups")) {
      out.putArray("groups").addObject().put("name", "wrac")
          .put("type", WracProperties.class.getName())
          .put("sourceType", WracProperties.class.getName());
    }
    return out;
  }

  /** The metadata entry of one setting, in the order the processor writes its fields. */
  static Map<String, Object> property(Setting s) {
    Map<String, Object> p = new LinkedHashMap<>();
    p.put("name", s.nameIn(Spelling.SPRING));
    p.put("type", type(s));
    p.put("description", s.description());
    p.put("sourceType", WracProperties.class.getName());
    s.defaultValue().ifPresent(v -> p.put("defaultValue", typed(s, v)));
    return p;
  }

  /** The Java type a property of this setting is written as in Spring. */
  static String type(Setting s) {
    if (s.isList()) {
      return "java.util.List<java.lang.String>";
    }
    if (s.isBoolean()) {
      return Boolean.class.getName();
    }
    return switch (s.valueLabel()) {
      case "N" -> Integer.class.getName();
      case "TIME" -> java.time.Duration.class.getName();
      default -> String.class.getName();
    };
  }

  /** A default as JSON writes a value of {@link #type}: a number, a boolean or a string. */
  private static Object typed(Setting s, String value) {
    return switch (type(s)) {
      case "java.lang.Integer" -> Integer.valueOf(value);
      case "java.lang.Boolean" -> Boolean.valueOf(value);
      default -> value;
    };
  }
}
