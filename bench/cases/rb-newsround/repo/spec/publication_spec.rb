# frozen_string_literal: true

RSpec.describe Newsround::Publication do
  let(:times) { catalogue.fetch("TIMES") }
  let(:radio_times) { catalogue.fetch("RADIOT") }

  it "checks its kind" do
    expect { described_class.new(code: "X", title: "X", kind: :monthly, price: 500) }
      .to raise_error(ArgumentError, /unknown kind/)
    expect { described_class.new(code: "X", title: "X", kind: :weekly, price: 500) }
      .to raise_error(ArgumentError, /needs its day/)
  end

  it "knows the days a daily comes out" do
    expect(times.published_on?(d("2024-06-03"))).to be(true)
    expect(times.published_on?(d("2024-06-08"))).to be(true)
    expect(times.published_on?(d("2024-06-09"))).to be(false)
    expect(times.published_on?(d("2024-12-25"))).to be(false)
  end

  it "knows the day a weekly comes out" do
    expect(radio_times.published_on?(d("2024-06-04"))).to be(true)
    expect(radio_times.published_on?(d("2024-06-05"))).to be(false)
  end

  it "charges more for the Saturday edition" do
    expect(times.price_on(d("2024-06-07"))).to eq(250)
    expect(times.price_on(d("2024-06-08"))).to eq(350)
    expect(catalogue.fetch("STIMES").price_on(d("2024-06-09"))).to eq(350)
  end
end

RSpec.describe Newsround::Catalogue do
  it "looks titles up by code" do
    expect(catalogue.fetch("BEANO").title).to eq("The Beano")
    expect { catalogue.fetch("NOPE") }.to raise_error(KeyError, /no publication NOPE/)
  end

  it "refuses a second title with the same code" do
    dup = Newsround::Publication.new(code: "TIMES", title: "Times again", kind: :daily, price: 1)
    expect { catalogue.add(dup) }.to raise_error(ArgumentError, /duplicate code TIMES/)
  end

  it "lists what comes out on a day" do
    expect(catalogue.published_on(d("2024-06-09")).map(&:code)).to eq(%w[STIMES SMIRROR])
    expect(catalogue.published_on(d("2024-06-05")).map(&:code)).to eq(%w[TIMES MIRROR BEANO])
  end
end
