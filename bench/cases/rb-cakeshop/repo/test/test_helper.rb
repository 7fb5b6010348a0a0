require "minitest/autorun"
require "cakeshop"

module TestData
  include Cakeshop

  def prices
    @prices ||= PriceList.new
  end

  def calendar
    @calendar ||= Calendar.new([Date.new(2026, 5, 25), Date.new(2026, 8, 31)])
  end

  def wedding_tiers
    [
      Tier.new(Tin.new(:round, 10), "rich_fruit"),
      Tier.new(Tin.new(:round, 8), "vanilla"),
      Tier.new(Tin.new(:round, 6), "lemon")
    ]
  end

  # The Adeyemi wedding: three tiers, a dozen sugar roses, delivered to the venue.
  def adeyemi
    Order.new(customer: "Mrs Adeyemi", tiers: wedding_tiers, kind: :wedding,
              ordered_on: Date.new(2026, 5, 2), due: Date.new(2026, 6, 13),
              decorations: { sugar_rose: 12, ribbon: 3 }, delivery: Delivery.new(12.4))
  end

  # A birthday cake collected from the shop.
  def birthday
    Order.new(customer: "Tom Hale", tiers: [Tier.new(Tin.new(:square, 8), "chocolate")],
              ordered_on: Date.new(2026, 7, 1), due: Date.new(2026, 7, 10),
              decorations: { piped_lettering: 1 })
  end
end
