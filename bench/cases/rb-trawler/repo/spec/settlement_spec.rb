# frozen_string_literal: true

RSpec.describe Trawler::Settlement do
  subject(:settlement) { described_class.new(trip, auction: Trawler::Auction.new(prices), expenses: expenses, crew: crew) }

  it "takes commission and expenses off the gross" do
    expect(settlement.gross).to eq(1_212_000)
    expect(settlement.deductions.values.sum).to eq(388_845)
    expect(settlement.net).to eq(823_155)
  end

  it "halves the net between boat and crew" do
    expect(settlement.boat_share).to eq(411_578)
    expect(settlement.crew_pool).to eq(411_577)
    expect(settlement.shares["Callum Reid"]).to eq(102_895)
  end

  it "leaves the crew nothing on a losing trip" do
    poor = Trawler::PriceList.new(haddock: { "A2" => 20, "B" => 10 }, cod: { "A1" => 30 }, monkfish: { "A1" => 40 })
    loss = described_class.new(trip, auction: Trawler::Auction.new(poor), expenses: expenses, crew: crew)
    expect(loss.net).to be_negative
    expect(loss.boat_share).to eq(loss.net)
    expect(loss.crew_pool).to eq(0)
  end

  it "prints the settlement sheet" do
    expect(settlement.statement).to eq(<<~SHEET.chomp)
      Kestrel Dawn PD 212: 2025-03-03 to 2025-03-07, 4360 kg landed
      Gross sales               £12,120.00
      Market commission           -£606.00
      Fuel                      -£2,877.00
      Ice                         -£105.45
      Food                        -£300.00
      Net                        £8,231.55
      Boat                       £4,115.78
        Callum Reid              £1,028.95
        Iain Buchan                £857.45
        Tomasz Nowak               £857.45
        Rory Strachan              £685.96
        Dan Cowie                  £685.96
    SHEET
  end
end
