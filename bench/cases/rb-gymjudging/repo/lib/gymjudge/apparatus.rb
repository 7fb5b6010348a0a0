module Gymjudge
  # The apparatus, the programme it belongs to, and how many elements count for difficulty.
  module Apparatus
    TABLE = {
      floor: { name: "Floor", programme: :both, counting: 8 },
      pommel: { name: "Pommel horse", programme: :men, counting: 8 },
      rings: { name: "Rings", programme: :men, counting: 8 },
      parallel: { name: "Parallel bars", programme: :men, counting: 8 },
      high_bar: { name: "High bar", programme: :men, counting: 8 },
      bars: { name: "Uneven bars", programme: :women, counting: 8 },
      beam: { name: "Beam", programme: :women, counting: 8 }
    }.freeze

    def self.fetch(key)
      TABLE.fetch(key) { raise ArgumentError, "unknown apparatus #{key.inspect}" }
    end

    def self.name(key)
      fetch(key)[:name]
    end

    def self.counting(key)
      fetch(key)[:counting]
    end
  end
end
