module Vegbox
  BoxSize = Struct.new(:name, :price_pence, :items)

  BOX_SIZES = {
    small: BoxSize.new(:small, 1250, 6),
    medium: BoxSize.new(:medium, 1650, 8),
    large: BoxSize.new(:large, 2150, 10)
  }.freeze

  def self.box_size(name)
    BOX_SIZES.fetch(name.to_sym) { raise ArgumentError, "no box size #{name}" }
  end
end
