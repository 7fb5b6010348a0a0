require "minitest/autorun"
require "harbour"

module Fixtures
  def curlew
    Harbour::Vessel.new(name: "Curlew", loa: 9.4, beam: 3.2, draught: 1.6)
  end

  def skylark
    Harbour::Vessel.new(name: "Skylark", loa: 11.2, beam: 3.8, draught: 1.9, flag: "fr")
  end

  def tern
    Harbour::Vessel.new(name: "Tern", loa: 12.0, beam: 6.4, draught: 1.1, kind: :multihull, flag: "NL")
  end

  def dunlin
    Harbour::Vessel.new(name: "Dunlin", loa: 7.6, beam: 2.8, draught: 0.8, kind: :motor)
  end

  def berths
    [
      Harbour::Berth.new(id: 1, pontoon: "A", max_loa: 10, max_beam: 3.5, depth: 2.2),
      Harbour::Berth.new(id: 2, pontoon: "A", max_loa: 12, max_beam: 4.2, depth: 2.5),
      Harbour::Berth.new(id: 3, pontoon: "B", max_loa: 14, max_beam: 7.0, depth: 2.5, shore_power: false),
      Harbour::Berth.new(id: 4, pontoon: "B", max_loa: 8, max_beam: 3.0, depth: 1.5)
    ]
  end

  def march(day)
    Date.new(2026, 3, day)
  end

  def july(day)
    Date.new(2026, 7, day)
  end
end
