print("wave-bench")
