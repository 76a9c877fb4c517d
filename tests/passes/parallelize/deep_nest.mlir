// affine-parallelize leaves a function whose loops nest deeper than 32
// as it is, and says so: the dependence questions grow with the depth
// (bench/gen_mlir deep-for 10000 would not finish), and no program of
// sense nests deeper. At 32 deep it still decides every loop.
// RUN: %affc -O1 --remarks --emit=mlir %s 2>&1 | FileCheck %s
// CHECK: deep_nest.mlir:[[@LINE+2]]:1: remark: [affine-parallelize] function left as it is: its loops nest 33 deep, more than the 32 the pass analyses
// CHECK-NOT: affine.parallel
func.func @deep(%A: memref<2xf32>, %x: f32) {
  affine.for %i0 = 0 to 2 {
    affine.for %i1 = 0 to 2 {
      affine.for %i2 = 0 to 2 {
        affine.for %i3 = 0 to 2 {
          affine.for %i4 = 0 to 2 {
            affine.for %i5 = 0 to 2 {
              affine.for %i6 = 0 to 2 {
                affine.for %i7 = 0 to 2 {
                  affine.for %i8 = 0 to 2 {
                    affine.for %i9 = 0 to 2 {
                      affine.for %i10 = 0 to 2 {
                        affine.for %i11 = 0 to 2 {
                          affine.for %i12 = 0 to 2 {
                            affine.for %i13 = 0 to 2 {
                              affine.for %i14 = 0 to 2 {
                                affine.for %i15 = 0 to 2 {
                                  affine.for %i16 = 0 to 2 {
                                    affine.for %i17 = 0 to 2 {
                                      affine.for %i18 = 0 to 2 {
                                        affine.for %i19 = 0 to 2 {
                                          affine.for %i20 = 0 to 2 {
                                            affine.for %i21 = 0 to 2 {
                                              affine.for %i22 = 0 to 2 {
                                                affine.for %i23 = 0 to 2 {
                                                  affine.for %i24 = 0 to 2 {
                                                    affine.for %i25 = 0 to 2 {
                                                      affine.for %i26 = 0 to 2 {
                                                        affine.for %i27 = 0 to 2 {
                                                          affine.for %i28 = 0 to 2 {
                                                            affine.for %i29 = 0 to 2 {
                                                              affine.for %i30 = 0 to 2 {
                                                                affine.for %i31 = 0 to 2 {
                                                                  affine.for %i32 = 0 to 2 {
                                                                    affine.store %x, %A[%i32] : memref<2xf32>
                                                                  }
                                                                }
                                                              }
                                                            }
                                                          }
                                                        }
                                                      }
                                                    }
                                                  }
                                                }
                                              }
                                            }
                                          }
                                        }
                                      }
                                    }
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
  return
}
