require "test_helper"

class InvoiceTest < Minitest::Test
  def horse(service, name = "Juniper")
    Livery::Horse.new(name: name, owner: "R. Hale", service: service)
  end

  def test_whole_weeks_of_full_livery
    invoice = Livery::Invoice.new(horse(:full), from: Date.new(2026, 5, 1), to: Date.new(2026, 5, 28))
    assert_equal 4, invoice.lines.size
    assert_equal 66_000, invoice.total
  end

  def test_part_week_is_charged_by_the_day_with_extras
    invoice = Livery::Invoice.new(horse(:part, "Bramble"), from: Date.new(2026, 6, 1), to: Date.new(2026, 6, 10),
                                                           extras: [:farrier])
    assert_equal [11_000, 4_714, 9_000], invoice.lines.map(&:pence)
    assert_equal 24_714, invoice.total
  end

  def test_each_week_at_the_list_in_force_on_its_first_day
    invoice = Livery::Invoice.new(horse(:grass, "Pip"), from: Date.new(2026, 3, 25), to: Date.new(2026, 4, 7))
    assert_equal [3_200, 3_500], invoice.lines.map(&:pence)
  end

  def test_to_s
    invoice = Livery::Invoice.new(horse(:diy), from: Date.new(2026, 5, 1), to: Date.new(2026, 5, 7),
                                                extras: [:rug_wash])
    assert_equal "diy livery, week from 2026-05-01: £55.00\nrug wash: £22.00\ntotal: £77.00", invoice.to_s
  end

  def test_ends_before_it_starts
    assert_raises(ArgumentError) do
      Livery::Invoice.new(horse(:full), from: Date.new(2026, 5, 2), to: Date.new(2026, 5, 1))
    end
  end
end
