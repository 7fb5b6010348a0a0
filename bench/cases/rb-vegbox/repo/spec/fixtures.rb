module Fixtures
  CATALOGUE = <<~LIST.freeze
    # name, unit, pence, months
    potatoes, kg, 120, 1-12
    carrots, kg, 180, 1-4 7-12
    onions, kg, 150, 1-12
    leeks, each, 60, 10-4
    kale, bunch, 140, 9-3
    beetroot, bunch, 160, 6-11
    courgettes, each, 70, 6-9
    tomatoes, kg, 420, 7-10
    cabbage, each, 110, 1-12
    squash, each, 190, 9-12
    chard, bunch, 150, 5-10
    apples, kg, 260, 8-2
  LIST

  def self.catalogue
    Vegbox::Catalogue.parse(CATALOGUE)
  end
end
