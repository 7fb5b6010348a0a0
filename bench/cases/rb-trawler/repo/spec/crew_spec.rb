# frozen_string_literal: true

RSpec.describe Trawler::Crew do
  it "splits by share weight, odd pence to the skipper" do
    expect(crew.split(411_577)).to eq(
      "Callum Reid" => 102_895,
      "Iain Buchan" => 85_745,
      "Tomasz Nowak" => 85_745,
      "Rory Strachan" => 68_596,
      "Dan Cowie" => 68_596
    )
  end

  it "needs exactly one skipper" do
    expect { described_class.new([Trawler::Member.new("A", :deckhand)]) }.to raise_error(ArgumentError)
  end

  it "knows the roles" do
    expect { described_class.new([Trawler::Member.new("A", :skipper), Trawler::Member.new("B", :bosun)]) }
      .to raise_error(ArgumentError, /bosun/)
  end
end
