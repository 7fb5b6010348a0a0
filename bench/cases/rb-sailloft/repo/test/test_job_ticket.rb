# frozen_string_literal: true

require "test_helper"

class TestJobTicket < Minitest::Test
  include Sailloft

  def setup
    @rig = Fixtures.kestrel
    cloth = Cloth.recommended(@rig)
    @quotes = [
      Quote.new(Sail.mainsail(@rig), cloth, hardware: { batten_pocket: 4, luff_slide: 30 }),
      Quote.new(Sail.headsail(@rig, overlap: 1.35), cloth, hardware: { hank: 10 })
    ]
  end

  def test_total
    ticket = JobTicket.new(number: "2024-031", customer: "R. Pennock", rig: @rig, quotes: @quotes)
    assert_in_delta 2603.73, ticket.total, 1e-9
  end

  def test_sheet
    ticket = JobTicket.new(number: "2024-031", customer: "R. Pennock", rig: @rig, quotes: @quotes)
    expected = <<~SHEET
      Job 2024-031 - R. Pennock
      Boat: Kestrel (LOA 9.19 m, 30' 2")
      Rig: I 11.73  J 3.58  P 10.16  E 3.35 m

      Main: 19.08 m2 (205 sq ft)
        8 panels of DC-7.5, longest 3.72 m
        Cloth DC-7.5, 18.46 m               396.89
        Labour 12.7 h                       482.60
        Hardware                            118.50
        VAT 20%                             199.60
        Total                              1197.59

      Genoa: 28.18 m2 (303 sq ft)
        9 panels of DC-7.5, longest 5.15 m
        Cloth DC-7.5, 26.05 m               560.08
        Labour 14.9 h                       566.20
        Hardware                             45.50
        VAT 20%                             234.36
        Total                              1406.14
      --------------------------------------------
      Job total                            2603.73
    SHEET
    assert_equal expected, ticket.to_s
  end

  def test_boat_without_loa
    rig = Rig.new(name: "Tern", i: 8.1, j: 2.6, p: 7.5, e: 2.9)
    quote = Quote.new(Sail.mainsail(rig), Cloth.find("DC-5"))
    sheet = JobTicket.new(number: "2024-032", customer: "A. Fenwick", rig: rig, quotes: [quote]).to_s
    assert_includes sheet, "Boat: Tern\n"
  end

  def test_needs_a_sail
    assert_raises(ArgumentError) { JobTicket.new(number: "1", customer: "x", rig: @rig, quotes: []) }
  end
end
