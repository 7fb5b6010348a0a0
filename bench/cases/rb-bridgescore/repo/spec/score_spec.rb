RSpec.describe Bridgescore::Score do
  def score(contract, tricks, vulnerable: false)
    described_class.for(contract, tricks, vulnerable: vulnerable)
  end

  it "scores part scores with the part-score bonus" do
    expect(score("1NT", 7)).to eq(90)
    expect(score("2H", 9)).to eq(140)
    expect(score("3D", 9)).to eq(110)
  end

  it "scores games, not vulnerable and vulnerable" do
    expect(score("4S", 10)).to eq(420)
    expect(score("4S", 10, vulnerable: true)).to eq(620)
    expect(score("3NT", 9)).to eq(400)
    expect(score("3NT", 10)).to eq(430)
    expect(score("5C", 11, vulnerable: true)).to eq(600)
  end

  it "adds the slam bonuses" do
    expect(score("6S", 12)).to eq(980)
    expect(score("6S", 12, vulnerable: true)).to eq(1430)
    expect(score("7NT", 13, vulnerable: true)).to eq(2220)
  end

  it "scores doubled and redoubled contracts that make" do
    expect(score("2HX", 8)).to eq(470)
    expect(score("3CX", 9)).to eq(470)
    expect(score("1NTX", 8, vulnerable: true)).to eq(380)
    expect(score("4SXX", 10)).to eq(880)
  end

  it "charges undoubled undertricks by vulnerability" do
    expect(score("4S", 9)).to eq(-50)
    expect(score("4S", 9, vulnerable: true)).to eq(-100)
    expect(score("3NT", 6, vulnerable: true)).to eq(-300)
  end

  it "charges doubled undertricks not vulnerable" do
    expect((1..5).map { |down| score("4HX", 10 - down) }).to eq([-100, -300, -500, -800, -1100])
  end

  it "charges doubled undertricks vulnerable" do
    expect((1..4).map { |down| score("4HX", 10 - down, vulnerable: true) }).to eq([-200, -500, -800, -1100])
  end

  it "charges redoubled undertricks twice as much" do
    expect(score("3NTXX", 8)).to eq(-200)
    expect(score("3NTXX", 7)).to eq(-600)
    expect(score("3NTXX", 7, vulnerable: true)).to eq(-1000)
  end

  it "counts overtricks and undertricks" do
    made = described_class.new("4S", 11, vulnerable: false)
    down = described_class.new("4S", 7, vulnerable: false)
    expect([made.made?, made.overtricks, made.undertricks]).to eq([true, 1, 0])
    expect([down.made?, down.overtricks, down.undertricks]).to eq([false, 0, 3])
  end

  it "refuses impossible trick counts" do
    expect { score("4S", 14) }.to raise_error(ArgumentError)
  end
end
